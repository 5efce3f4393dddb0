import type { AddImagesAnswer, DeleteAnswer, MoveResult, Remote, RemoteError, Result, SessionInfo, UpdateAnswer } from '../../../src/data/remote/remote';
import type { Album, AnyRow, EditableTable, GalleryImage, Offer } from '../../../src/data/rows';
import { discountFromCents, discountIsDerived, toCents } from '../../../src/data/input/money';

/**
 * Field comparison as public.same_field_value does it (written out again here, so a device-side
 * normalisation that drifted from the server's would show up as a test failure).
 */
const BLANKS = /^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g;
function sameStored(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.round(Math.abs(a) * 100 + 1e-9) * Math.sign(a) === Math.round(Math.abs(b) * 100 + 1e-9) * Math.sign(b);
  if (typeof a === 'string' && typeof b === 'string') return a.replace(BLANKS, '') === b.replace(BLANKS, '');
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function matchesBase(row: AnyRow, base: Record<string, unknown>): boolean {
  const values = row as unknown as Record<string, unknown>;
  return Object.entries(base).every(([field, value]) => sameStored(values[field], value));
}

/** Prices are numeric(12,2): stored with two decimals, as Postgres rounds (half away from zero). */
const CENT_FIELDS = new Set(['original_price', 'sale_price']);
function stored(table: EditableTable, values: Record<string, unknown>): Record<string, unknown> {
  if (table !== 'offers') return values;
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, CENT_FIELDS.has(field) && typeof value === 'number' ? (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100 : value]),
  );
}

/**
 * An in-memory backend behind the same port the engine uses with supabase-js: rows with
 * server-set updated_at, storage objects, move_offer with recorded operation ids, a session
 * that expires, and failure injection per method.
 */
type Method = keyof Remote;

export interface Call {
  method: Method;
  args: unknown[];
  token: string | null;
}

/** As the trigger offers_discount_from_prices: with both prices the discount is their percent. */
function withDerivedDiscount(table: EditableTable, row: Record<string, unknown>): Record<string, unknown> {
  if (table !== 'offers') return row;
  const original = toCents(Number(row.original_price));
  const sale = toCents(Number(row.sale_price));
  if (original !== null && sale !== null && discountIsDerived(original, sale)) row.discount = discountFromCents(original, sale);
  return row;
}

export class FakeRemote implements Remote {
  tables: Record<EditableTable, Map<string, AnyRow>> = { offers: new Map(), albums: new Map(), gallery_images: new Map() };
  objects = new Map<string, Blob>();
  appliedMoves = new Set<string>();
  /** Operation ids of applied updates (private.applied_edits). */
  appliedEdits = new Set<string>();
  /** Ids of deleted rows (private.deleted_rows): never inserted again. */
  deletedIds = new Set<string>();
  calls: Call[] = [];
  session: SessionInfo | null = { accessToken: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 3600, isStaff: true };
  /** When false, writes behave like RLS for a non-staff user. */
  staff = true;
  /** Runs once, after fetchOffers read the rows and before it answers. */
  afterFetchOffers: (() => Promise<void>) | null = null;
  private failures = new Map<Method, RemoteError[]>();
  private tick = 0;
  private nextDisplayOrder = 1000;

  /** The next `times` calls of `method` fail with `error`. */
  failNext(method: Method, error: Partial<RemoteError>, times = 1): void {
    const list = this.failures.get(method) ?? [];
    for (let i = 0; i < times; i += 1) list.push({ status: 0, code: '', message: 'injected', ...error });
    this.failures.set(method, list);
  }

  callsOf(method: Method): Call[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** A server-side timestamp in PostgREST's format, strictly increasing. */
  stamp(): string {
    this.tick += 1;
    return new Date(Date.UTC(2026, 0, 1, 0, 0, 0, this.tick)).toISOString().replace('Z', '+00:00');
  }

  seed(table: EditableTable, row: AnyRow): AnyRow {
    this.tables[table].set(row.id, structuredClone(row));
    return row;
  }

  /** Someone else edits a row on the server. */
  editOnServer(table: EditableTable, id: string, values: Record<string, unknown>): AnyRow {
    const row = { ...(this.tables[table].get(id) as AnyRow), ...values, updated_at: this.stamp() } as AnyRow;
    this.tables[table].set(id, row);
    return row;
  }

  private enter(method: Method, args: unknown[]): RemoteError | null {
    this.calls.push({ method, args, token: this.session?.accessToken ?? null });
    const queued = this.failures.get(method);
    return queued?.shift() ?? null;
  }

  private sorted(table: EditableTable): AnyRow[] {
    return [...this.tables[table].values()].map((row) => structuredClone(row));
  }

  async currentSession(): Promise<Result<SessionInfo | null>> {
    const error = this.enter('currentSession', []);
    return error ? { data: null, error } : { data: this.session ? { ...this.session } : null, error: null };
  }

  async refreshSession(): Promise<Result<SessionInfo | null>> {
    const error = this.enter('refreshSession', []);
    if (error) return { data: null, error };
    if (!this.session) return { data: null, error: null };
    const n = Number(this.session.accessToken.split('-')[1]) + 1;
    this.session = { ...this.session, accessToken: `token-${n}`, expiresAt: Math.floor(Date.now() / 1000) + 3600 };
    return { data: { ...this.session }, error: null };
  }

  async fetchOffers() {
    const error = this.enter('fetchOffers', []);
    if (error) return { data: null, error };
    const rows = this.sorted('offers').sort((a, b) => (a as { display_order: number }).display_order - (b as { display_order: number }).display_order);
    const hook = this.afterFetchOffers;
    this.afterFetchOffers = null;
    // Lets a test do something between the server's answer and its arrival on the device.
    if (hook) await hook();
    return { data: rows as never, error: null };
  }

  async fetchAlbumsPage(page: number, pageSize: number) {
    const error = this.enter('fetchAlbumsPage', [page, pageSize]);
    if (error) return { data: null, error };
    const all = this.sorted('albums').sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { data: this.page(all, page, pageSize) as never, error: null };
  }

  private page(all: AnyRow[], page: number, pageSize: number) {
    const from = (page - 1) * pageSize;
    return { rows: all.slice(from, from + pageSize), total: all.length, before: from > 0 ? (all[from - 1] ?? null) : null };
  }

  async fetchAlbum(id: string) {
    const error = this.enter('fetchAlbum', [id]);
    if (error) return { data: null, error };
    return { data: (this.tables.albums.get(id) ?? null) as never, error: null };
  }

  async fetchAlbumImagesPage(albumId: string, page: number, pageSize: number) {
    const error = this.enter('fetchAlbumImagesPage', [albumId, page, pageSize]);
    if (error) return { data: null, error };
    const all = this.sorted('gallery_images')
      .filter((row) => (row as { album_id: string }).album_id === albumId)
      .sort((a, b) => (a as { order_index: number }).order_index - (b as { order_index: number }).order_index);
    return { data: this.page(all, page, pageSize) as never, error: null };
  }

  async fetchAlbumImagePosition(albumId: string, imageId: string) {
    const error = this.enter('fetchAlbumImagePosition', [albumId, imageId]);
    if (error) return { data: null, error };
    const album = this.sorted('gallery_images')
      .map((row) => row as GalleryImage)
      .filter((row) => row.album_id === albumId)
      .sort((a, b) => a.order_index - b.order_index || (a.id < b.id ? -1 : 1));
    const index = album.findIndex((row) => row.id === imageId);
    return { data: index < 0 ? null : index + 1, error: null };
  }

  async fetchRow(table: EditableTable, id: string) {
    const error = this.enter('fetchRow', [table, id]);
    if (error) return { data: null, error };
    const row = this.tables[table].get(id);
    return { data: row ? structuredClone(row) : null, error: null };
  }

  async upload(bucket: string, name: string, blob: Blob) {
    const error = this.enter('upload', [bucket, name]);
    if (error) return { data: null, error };
    if (!this.staff) return { data: null, error: { status: 403, code: '', message: 'new row violates row-level security policy' } };
    this.objects.set(`${bucket}/${name}`, blob);
    return { data: true as const, error: null };
  }

  /** Like the delete policy: only a file no row refers to. */
  async removeUnusedFile(bucket: string, name: string) {
    const error = this.enter('removeUnusedFile', [bucket, name]);
    if (error) return { data: null, error };
    const names = (url: string | null) => url?.endsWith(`/${bucket}/${name}`) ?? false;
    const inUse =
      [...this.tables.offers.values()].some((offer) => (offer as Offer).images.some(names)) ||
      [...this.tables.albums.values()].some((album) => names((album as Album).cover_image)) ||
      [...this.tables.gallery_images.values()].some((image) => names((image as GalleryImage).image_url));
    if (this.staff && !inUse) this.objects.delete(`${bucket}/${name}`);
    return { data: true as const, error: null };
  }

  /** Insert-or-nothing: ids that exist, or belonged to deleted rows, are skipped. */
  async insertRows(table: EditableTable, rows: Record<string, unknown>[]) {
    const error = this.enter('insertRows', [table, rows]);
    if (error) return { data: null, error };
    if (!this.staff) return { data: null, error: { status: 403, code: '42501', message: 'new row violates row-level security policy' } };
    const inserted: AnyRow[] = [];
    for (const values of rows) {
      const id = String(values.id);
      if (this.tables[table].has(id) || this.deletedIds.has(id)) continue;
      const stamp = this.stamp();
      const row = withDerivedDiscount(table, { created_at: stamp, ...stored(table, values), updated_at: stamp });
      if (table === 'offers') row.display_order = (this.nextDisplayOrder += 1);
      this.tables[table].set(id, row as unknown as AnyRow);
      inserted.push(structuredClone(row) as unknown as AnyRow);
    }
    return { data: inserted, error: null };
  }

  /** As public.add_album_images: the batch goes after the album's last image, in its order. */
  async addAlbumImages(albumId: string, images: Record<string, unknown>[]): Promise<Result<AddImagesAnswer>> {
    const error = this.enter('addAlbumImages', [albumId, images]);
    if (error) return { data: null, error };
    if (!this.staff) return { data: null, error: { status: 403, code: '42501', message: 'only staff can add images' } };
    if (!this.tables.albums.has(albumId)) return { data: { status: 'album_missing', rows: [] }, error: null };
    const byPosition = (a: AnyRow, b: AnyRow) => (a as GalleryImage).order_index - (b as GalleryImage).order_index;
    const existing = images.flatMap((image) => this.tables.gallery_images.get(String(image.id)) ?? []).sort(byPosition);
    if (existing.length > 0) return { data: { status: 'replayed', rows: structuredClone(existing) as GalleryImage[] }, error: null };
    const positions = this.sorted('gallery_images')
      .filter((row) => (row as GalleryImage).album_id === albumId)
      .map((row) => (row as GalleryImage).order_index);
    const next = positions.length === 0 ? 0 : Math.max(...positions) + 1;
    const inserted: GalleryImage[] = [];
    images.forEach((image, position) => {
      const id = String(image.id);
      if (this.deletedIds.has(id)) return;
      const stamp = this.stamp();
      const row: GalleryImage = {
        id,
        album_id: albumId,
        image_url: String(image.image_url),
        title: (image.title as string | null) ?? null,
        description: (image.description as string | null) ?? null,
        order_index: next + position,
        created_at: stamp,
        updated_at: stamp,
      };
      this.tables.gallery_images.set(id, row);
      inserted.push(structuredClone(row));
    });
    return { data: { status: 'inserted', rows: inserted }, error: null };
  }

  /** As public.apply_update: conditional on the base's fields, recorded by operation id. */
  async updateRow(table: EditableTable, id: string, edit: { operationId: string; base: Record<string, unknown>; values: Record<string, unknown> }): Promise<Result<UpdateAnswer>> {
    const error = this.enter('updateRow', [table, id, edit.values, edit.base, edit.operationId]);
    if (error) return { data: null, error };
    if (!this.staff) return { data: null, error: { status: 403, code: '42501', message: `only staff can edit ${table}` } };
    const row = this.tables[table].get(id);
    const current = row ? structuredClone(row) : null;
    if (this.appliedEdits.has(edit.operationId)) return { data: { status: 'replayed', row: current }, error: null };
    if (!row) return { data: { status: 'missing', row: null }, error: null };
    if (!matchesBase(row, edit.base)) return { data: { status: 'conflict', row: current }, error: null };
    const pricesSet = ['original_price', 'sale_price', 'discount'].some((field) => field in edit.values);
    const merged = { ...row, ...stored(table, edit.values), updated_at: this.stamp() } as Record<string, unknown>;
    const next = (pricesSet ? withDerivedDiscount(table, merged) : merged) as unknown as AnyRow;
    this.tables[table].set(id, next);
    this.appliedEdits.add(edit.operationId);
    return { data: { status: 'applied', row: structuredClone(next) }, error: null };
  }

  /** As public.apply_delete: conditional on the base's fields; an album takes its images along. */
  async deleteRow(table: EditableTable, id: string, base: Record<string, unknown>): Promise<Result<DeleteAnswer>> {
    const error = this.enter('deleteRow', [table, id, base]);
    if (error) return { data: null, error };
    if (!this.staff) return { data: null, error: { status: 403, code: '42501', message: `only staff can edit ${table}` } };
    const row = this.tables[table].get(id);
    if (!row) return { data: { status: 'missing', row: null }, error: null };
    if (!matchesBase(row, base)) return { data: { status: 'conflict', row: structuredClone(row) }, error: null };
    this.deleteOnServer(table, id);
    return { data: { status: 'deleted', row: null }, error: null };
  }

  /** Someone else deletes a row on the server (an album with its images); its id stays deleted. */
  deleteOnServer(table: EditableTable, id: string): void {
    this.tables[table].delete(id);
    this.deletedIds.add(id);
    if (table !== 'albums') return;
    for (const [imageId, image] of this.tables.gallery_images) {
      if ((image as GalleryImage).album_id !== id) continue;
      this.tables.gallery_images.delete(imageId);
      this.deletedIds.add(imageId);
    }
  }

  async moveOffer(id: string, direction: 'up' | 'down', operationId: string): Promise<Result<MoveResult>> {
    const error = this.enter('moveOffer', [id, direction, operationId]);
    if (error) return { data: null, error };
    if (!this.staff) return { data: null, error: { status: 403, code: '42501', message: 'only staff can reorder offers' } };
    const order = () =>
      this.sorted('offers')
        .map((row) => row as unknown as { id: string; display_order: number; updated_at: string })
        .sort((a, b) => a.display_order - b.display_order)
        .map(({ id: rowId, display_order, updated_at }) => ({ id: rowId, display_order, updated_at }));
    if (this.appliedMoves.has(operationId)) return { data: { moved: true, replayed: true, reason: null, order: order() }, error: null };
    const list = order();
    const index = list.findIndex((item) => item.id === id);
    let reason: MoveResult['reason'] = null;
    if (index < 0) reason = 'offer_not_found';
    const neighbour = list[direction === 'up' ? index - 1 : index + 1];
    if (!reason && !neighbour) reason = direction === 'up' ? 'at_top' : 'at_bottom';
    if (!reason && neighbour) {
      const current = list[index] as { id: string; display_order: number };
      const stamp = this.stamp();
      const a = this.tables.offers.get(current.id) as AnyRow & { display_order: number };
      const b = this.tables.offers.get(neighbour.id) as AnyRow & { display_order: number };
      this.tables.offers.set(a.id, { ...a, display_order: b.display_order, updated_at: stamp });
      this.tables.offers.set(b.id, { ...b, display_order: a.display_order, updated_at: stamp });
    }
    this.appliedMoves.add(operationId);
    return { data: { moved: reason === null, replayed: false, reason, order: order() }, error: null };
  }
}
