import type { MoveResult, Remote, RemoteError, Result, SessionInfo } from '../../../../src/data/remote/remote';
import type { AnyRow, EditableTable } from '../../../../src/data/rows';

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

export class FakeRemote implements Remote {
  tables: Record<EditableTable, Map<string, AnyRow>> = { offers: new Map(), albums: new Map(), gallery_images: new Map() };
  objects = new Map<string, Blob>();
  appliedMoves = new Set<string>();
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

  async insertRows(table: EditableTable, rows: Record<string, unknown>[]) {
    const error = this.enter('insertRows', [table, rows]);
    if (error) return { data: null, error };
    if (!this.staff) return { data: null, error: { status: 403, code: '42501', message: 'new row violates row-level security policy' } };
    const inserted: AnyRow[] = [];
    for (const values of rows) {
      const id = String(values.id);
      if (this.tables[table].has(id)) continue;
      const stamp = this.stamp();
      const row = { created_at: stamp, ...values, updated_at: stamp } as Record<string, unknown>;
      if (table === 'offers') row.display_order = (this.nextDisplayOrder += 1);
      this.tables[table].set(id, row as unknown as AnyRow);
      inserted.push(structuredClone(row) as unknown as AnyRow);
    }
    return { data: inserted, error: null };
  }

  async updateRow(table: EditableTable, id: string, values: Record<string, unknown>, baseUpdatedAt: string) {
    const error = this.enter('updateRow', [table, id, values, baseUpdatedAt]);
    if (error) return { data: null, error };
    const row = this.tables[table].get(id);
    if (!this.staff || !row || row.updated_at !== baseUpdatedAt) return { data: [], error: null };
    const next = { ...row, ...values, updated_at: this.stamp() } as AnyRow;
    this.tables[table].set(id, next);
    return { data: [structuredClone(next)], error: null };
  }

  async deleteRow(table: EditableTable, id: string) {
    const error = this.enter('deleteRow', [table, id]);
    if (error) return { data: null, error };
    const row = this.tables[table].get(id);
    if (!this.staff || !row) return { data: [], error: null };
    this.tables[table].delete(id);
    if (table === 'albums') {
      for (const [imageId, image] of this.tables.gallery_images) {
        if ((image as { album_id: string }).album_id === id) this.tables.gallery_images.delete(imageId);
      }
    }
    return { data: [row], error: null };
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
