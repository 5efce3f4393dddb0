import type { Album, AnyRow, EditableTable, GalleryImage, Offer } from '../../../../src/data/rows';

/**
 * The model of what a randomized sync run should end with, built from what staff did on each
 * device (not from what the engine did). Every value a run writes is unique, so a value on the
 * server names the edit that wrote it, and every edit records the value its device showed when
 * it was made (its base). Then, per row and field:
 * - the server's value is the end of a chain of edits, each based on the value before it, back to
 *   the row's first value: an edit that reached the server (not dropped by a decision of staff)
 *   but is missing from that chain was lost (overwritten by someone who never saw it);
 * - a value of a dropped edit ('Server-Version übernehmen', 'Verwerfen') is never on the server;
 * - a conflict shown to staff must have a cause: a touched field the server holds another
 *   device's value for, or a base that only existed on this device (an edit of its own dropped);
 * - a delete that went through saw every edit of the row (else it destroyed an edit unasked).
 * Rows: created ones exist unless a delete went through; deleted ones never come back. Album
 * images: no two share a position, and each batch stays together, in its order.
 */

export interface ServerState {
  offers: Offer[];
  albums: Album[];
  gallery_images: GalleryImage[];
}

/** The fields the model follows (an offer's discount is left out: it may be computed from the prices). */
export const FIELDS: Record<EditableTable, string[]> = {
  offers: ['name', 'manufacturer', 'info', 'original_price', 'sale_price', 'images'],
  albums: ['title', 'description', 'cover_image'],
  gallery_images: ['title', 'description'],
};

const BLANKS = /^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g;
const PRICES = new Set(['original_price', 'sale_price']);

/** A field's value as the server compares it, as a string key. */
export function stored(field: string, value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (PRICES.has(field)) return JSON.stringify(Math.sign(Number(value)) * Math.round(Math.abs(Number(value)) * 100 + 1e-9));
  if (typeof value === 'string') return JSON.stringify(value.replace(BLANKS, ''));
  return JSON.stringify(value);
}

type OpKind = 'update' | 'delete' | 'create' | 'images' | 'move';

interface FieldWrite {
  op: Op;
  field: string;
  value: string;
  /** The value the device showed; after 'Meine Änderung behalten' the server's value it overrode. */
  base: string;
}

export interface Op {
  n: number;
  device: string;
  kind: OpKind;
  table: EditableTable;
  /** The row (update, delete, move), the new rows (create, images). */
  ids: string[];
  albumId?: string;
  writes: FieldWrite[];
  /** Delete: every content field as the device showed it (or as overridden by 'Trotzdem löschen'). */
  base: Record<string, string>;
  dropped: boolean;
  note: string;
}

const key = (table: EditableTable, id: string) => `${table}:${id}`;

export class SyncModel {
  readonly ops: Op[] = [];
  readonly problems: string[] = [];
  readonly counts = { conflicts: 0, deleteConflicts: 0, mine: 0, theirs: 0, discarded: 0 };
  private initial = new Map<string, Record<string, string>>();
  private byEntry = new Map<string, Op>();

  constructor(private readonly label: string) {}

  private problem(text: string): void {
    this.problems.push(`${this.label}: ${text}`);
  }

  start(state: ServerState): void {
    for (const table of Object.keys(FIELDS) as EditableTable[]) {
      for (const row of state[table]) this.remember(table, row);
    }
    for (const image of state.gallery_images) this.initialAlbum.set(image.id, image.album_id);
  }

  private remember(table: EditableTable, row: object): void {
    const values = row as Record<string, unknown>;
    this.initial.set(key(table, String(values.id)), Object.fromEntries(FIELDS[table].map((field) => [field, stored(field, values[field])])));
  }

  private op(device: string, kind: OpKind, table: EditableTable, ids: string[], note: string): Op {
    const op: Op = { n: this.ops.length + 1, device, kind, table, ids, writes: [], base: {}, dropped: false, note };
    this.ops.push(op);
    return op;
  }

  /** An edit: `shown` is the row as the device showed it, `values` what the form saved. */
  update(device: string, table: EditableTable, shown: object, values: Record<string, unknown>, note: string): Op {
    const row = shown as Record<string, unknown>;
    const op = this.op(device, 'update', table, [String(row.id)], note);
    for (const [field, value] of Object.entries(values)) {
      const base = stored(field, row[field]);
      if (stored(field, value) !== base) op.writes.push({ op, field, value: stored(field, value), base });
    }
    return op;
  }

  create(device: string, table: EditableTable, rows: object[], note: string): Op {
    rows.forEach((row) => this.remember(table, row));
    const ids = rows.map((row) => String((row as { id: string }).id));
    const op = this.op(device, table === 'gallery_images' ? 'images' : 'create', table, ids, note);
    if (table === 'gallery_images') op.albumId = String((rows[0] as GalleryImage).album_id);
    return op;
  }

  delete(device: string, table: EditableTable, shown: object, note: string): Op {
    const row = shown as Record<string, unknown>;
    const op = this.op(device, 'delete', table, [String(row.id)], note);
    op.base = Object.fromEntries(FIELDS[table].map((field) => [field, stored(field, row[field])]));
    return op;
  }

  move(device: string, id: string, note: string): Op {
    return this.op(device, 'move', 'offers', [id], note);
  }

  /** The outbox entries a command queued belong to its op. */
  bind(op: Op, entryIds: string[]): void {
    entryIds.forEach((id) => this.byEntry.set(id, op));
  }

  opOf(entryId: string): Op | undefined {
    return this.byEntry.get(entryId);
  }

  /** Values other devices wrote to this row and field. */
  private writtenElsewhere(op: Op, field: string, value: string): boolean {
    return this.ops.some((other) => other.device !== op.device && other.ids[0] === op.ids[0] && other.writes.some((write) => write.field === field && write.value === value));
  }

  /** A base value that only an edit of this device, since dropped, had put on it. */
  private droppedOwnValue(op: Op, field: string, value: string): boolean {
    return this.ops.some((other) => other.dropped && other.device === op.device && other.ids[0] === op.ids[0] && other.writes.some((write) => write.field === field && write.value === value));
  }

  /** Staff are shown a conflict for an entry: it must have a cause. */
  conflict(entryId: string, kind: 'update' | 'delete', theirs: AnyRow): void {
    const op = this.byEntry.get(entryId);
    if (!op) return this.problem(`a conflict for an entry no command queued (${entryId})`);
    this.conflictOf(op, kind, theirs);
  }

  /** The op of this device that wrote `value` to `field` (a conflict shown in the browser names it so). */
  opWriting(device: string, field: string, value: unknown): Op | undefined {
    const wanted = stored(field, value);
    return this.ops.find((op) => op.device === device && !op.dropped && op.writes.some((write) => write.field === field && write.value === wanted));
  }

  conflictOf(op: Op, kind: 'update' | 'delete', theirs: AnyRow): void {
    this.counts.conflicts += 1;
    if (kind === 'delete') this.counts.deleteConflicts += 1;
    const server = theirs as unknown as Record<string, unknown>;
    const bases: [string, string][] = op.kind === 'delete' ? Object.entries(op.base) : op.writes.map((write) => [write.field, write.base]);
    const caused = bases.some(([field, base]) => {
      const value = stored(field, server[field]);
      return value !== base && (this.writtenElsewhere(op, field, value) || this.droppedOwnValue(op, field, base));
    });
    if (!caused) this.problem(`conflict nobody caused: op ${op.n} (${op.note}) on ${op.device}, server row ${JSON.stringify(theirs)}`);
  }

  /** 'mine' re-bases the edit on the server's values it was shown; 'theirs' drops it. */
  resolved(entryId: string, choice: 'mine' | 'theirs', theirs: AnyRow): void {
    const op = this.byEntry.get(entryId);
    if (op) this.resolvedOp(op, choice, theirs);
  }

  resolvedOp(op: Op, choice: 'mine' | 'theirs', theirs: AnyRow): void {
    this.counts[choice] += 1;
    if (choice === 'theirs') {
      op.dropped = true;
      return;
    }
    const server = theirs as unknown as Record<string, unknown>;
    for (const write of op.writes) write.base = stored(write.field, server[write.field]);
    for (const field of Object.keys(op.base)) op.base[field] = stored(field, server[field]);
  }

  /** Failed entries staff discarded ('Verwerfen'). */
  discarded(entryIds: string[]): void {
    for (const id of entryIds) {
      const op = this.byEntry.get(id);
      if (op && !op.dropped) {
        op.dropped = true;
        this.counts.discarded += 1;
      }
    }
  }

  /** Compares the model with the server's final state; returns the problems found. */
  check(server: ServerState): string[] {
    const present = new Map<string, AnyRow>();
    for (const table of Object.keys(FIELDS) as EditableTable[]) for (const row of server[table]) present.set(key(table, row.id), row);
    const applied = this.ops.filter((op) => !op.dropped);
    const deletedBy = (table: EditableTable, id: string, albumId?: string) =>
      applied.find((op) => op.kind === 'delete' && ((op.table === table && op.ids[0] === id) || (albumId !== undefined && op.table === 'albums' && op.ids[0] === albumId)));

    // Rows: created ones exist unless deleted; deleted ones stay deleted; nothing vanishes.
    for (const [rowKey] of this.initial) {
      const [table, id] = rowKey.split(':') as [EditableTable, string];
      const createdBy = this.ops.find((op) => (op.kind === 'create' || op.kind === 'images') && op.table === table && op.ids.includes(id));
      const albumId = table === 'gallery_images' ? this.albumOf(id) : undefined;
      const deleted = deletedBy(table, id, albumId);
      const row = present.get(rowKey);
      if (row && deleted) this.problem(`${rowKey} is on the server although op ${deleted.n} (${deleted.note}) deleted it`);
      if (row && createdBy?.dropped) this.problem(`${rowKey} is on the server although its creation (op ${createdBy.n}) was dropped`);
      if (!row && !deleted && !createdBy?.dropped) this.problem(`${rowKey} vanished from the server without a delete`);
      if (row) this.checkFields(table, row);
    }
    for (const [rowKey] of present) if (!this.initial.has(rowKey)) this.problem(`${rowKey} is on the server but nobody created it`);

    // A deleted row went by a delete that saw every edit of it that reached the server. (When
    // both devices deleted it, the later delete found it gone: one of them must have seen all.)
    // Images of a deleted album go with it, edited or not (src/data/README.md says so).
    const deletedRows = new Map<string, Op[]>();
    for (const op of applied.filter((candidate) => candidate.kind === 'delete')) {
      const rowKey = key(op.table, op.ids[0] as string);
      const albumId = op.table === 'gallery_images' ? this.albumOf(op.ids[0] as string) : undefined;
      const albumDeleted = albumId !== undefined && applied.some((other) => other.kind === 'delete' && other.table === 'albums' && other.ids[0] === albumId);
      if (!present.has(rowKey) && !albumDeleted) deletedRows.set(rowKey, [...(deletedRows.get(rowKey) ?? []), op]);
    }
    for (const deletes of deletedRows.values()) {
      const unseenBy = deletes.map((op) => this.unseenEdits(op));
      if (unseenBy.every((unseen) => unseen.length > 0)) this.problems.push(...(unseenBy[0] ?? []).map((text) => `${this.label}: ${text}`));
    }
    this.checkImages(server);
    const orders = server.offers.map((offer) => offer.display_order);
    if (new Set(orders).size !== orders.length) this.problem(`two offers share a display_order: ${orders.join(',')}`);
    return this.problems;
  }

  /** Edits of the deleted row that reached the server but that the delete never saw. */
  private unseenEdits(op: Op): string[] {
    return Object.entries(op.base).flatMap(([field, base]) => {
      const seen = this.chain(op.table, op.ids[0] as string, field, base);
      return this.writesOf(op.table, op.ids[0] as string, field)
        .filter((write) => !write.op.dropped && !seen.has(write))
        .map((write) => `delete op ${op.n} (${op.note}) on ${op.device} based on ${field} = ${base} destroyed op ${write.op.n} (${write.op.note}) of ${write.op.device}, ${write.base} → ${write.value}, unasked`);
    });
  }

  private albumOf(imageId: string): string | undefined {
    return this.ops.find((op) => op.kind === 'images' && op.ids.includes(imageId))?.albumId ?? this.initialAlbum.get(imageId);
  }

  /** Album of each image present at the start (images never move between albums). */
  readonly initialAlbum = new Map<string, string>();

  private writesOf(table: EditableTable, id: string, field: string): FieldWrite[] {
    return this.ops.filter((op) => op.table === table && op.ids[0] === id).flatMap((op) => op.writes.filter((write) => write.field === field));
  }

  /** The edits a value rests on: the one that wrote it, the one that wrote its base, … */
  private chain(table: EditableTable, id: string, field: string, from: string): Set<FieldWrite> {
    const writes = this.writesOf(table, id, field);
    const first = this.initial.get(key(table, id))?.[field];
    const seen = new Set<FieldWrite>();
    let value = from;
    while (value !== first) {
      const write = writes.find((candidate) => candidate.value === value && !seen.has(candidate));
      if (!write) break;
      seen.add(write);
      value = write.base;
    }
    return seen;
  }

  private checkFields(table: EditableTable, row: AnyRow): void {
    const values = row as unknown as Record<string, unknown>;
    const first = this.initial.get(key(table, row.id)) ?? {};
    for (const field of FIELDS[table]) {
      const writes = this.writesOf(table, row.id, field);
      const value = stored(field, values[field]);
      const writer = writes.find((write) => write.value === value);
      if (writer?.op.dropped) this.problem(`${table}:${row.id}.${field} holds the value of dropped op ${writer.op.n} (${writer.op.note})`);
      if (!writer && value !== first[field]) this.problem(`${table}:${row.id}.${field} holds ${value}, which no edit wrote`);
      const chain = this.chain(table, row.id, field, value);
      for (const write of writes.filter((candidate) => !candidate.op.dropped && !chain.has(candidate))) {
        this.problem(`lost update: op ${write.op.n} (${write.op.note}) of ${write.op.device} set ${table}:${row.id}.${field} = ${write.value}, the server ended with ${value} without anyone seeing it`);
      }
    }
  }

  private checkImages(server: ServerState): void {
    const byAlbum = new Map<string, GalleryImage[]>();
    for (const image of server.gallery_images) byAlbum.set(image.album_id, [...(byAlbum.get(image.album_id) ?? []), image]);
    for (const [albumId, images] of byAlbum) {
      const positions = images.map((image) => image.order_index);
      if (new Set(positions).size !== positions.length) this.problem(`album ${albumId}: images share a position (${positions.join(',')})`);
      const ordered = [...images].sort((a, b) => a.order_index - b.order_index).map((image) => image.id);
      for (const batch of this.ops.filter((op) => op.kind === 'images' && op.albumId === albumId && !op.dropped)) {
        const surviving = batch.ids.filter((id) => ordered.includes(id));
        if (surviving.length === 0) continue;
        const from = ordered.indexOf(surviving[0] as string);
        if (ordered.slice(from, from + surviving.length).join() !== surviving.join()) {
          this.problem(`album ${albumId}: batch op ${batch.n} of ${batch.device} is split or reordered (${ordered.join(',')})`);
        }
      }
    }
  }
}
