import type { Album, AnyRow, EditableTable, GalleryImage, Offer } from '../rows';

/**
 * What the mirror and the sync engine need from the backend, as a narrow port. The real one is
 * `createSupabaseRemote` (supabase-js); unit tests drive the engine with an in-memory fake.
 */
export interface RemoteError {
  /** HTTP status; 0 = no answer (network failure, timeout before a response). */
  status: number;
  /** PostgREST / Postgres code (PGRST116, 23505, 42501, …) when there is one. */
  code: string;
  message: string;
}

export type Result<T> = { data: T; error: null } | { data: null; error: RemoteError };

export interface SessionInfo {
  accessToken: string;
  /** Epoch seconds. */
  expiresAt: number;
  isStaff: boolean;
}

export interface MoveResult {
  moved: boolean;
  replayed: boolean;
  reason: 'at_top' | 'at_bottom' | 'offer_not_found' | null;
  order: { id: string; display_order: number; updated_at: string }[];
}

export interface PagedRows<T> {
  rows: T[];
  total: number;
  /**
   * The row just before the page (pages after the first), fetched with it so the mirror knows
   * where the page's window starts even when the page came back empty.
   */
  before: T | null;
}

export interface Remote {
  /** The session (refreshed when the client can); null when signed out. */
  currentSession(): Promise<Result<SessionInfo | null>>;
  /** Refreshes the access token with the refresh token. */
  refreshSession(): Promise<Result<SessionInfo | null>>;

  fetchOffers(): Promise<Result<Offer[]>>;
  fetchAlbumsPage(page: number, pageSize: number): Promise<Result<PagedRows<Album>>>;
  /** null = not found (PGRST116). */
  fetchAlbum(id: string): Promise<Result<Album | null>>;
  fetchAlbumImagesPage(albumId: string, page: number, pageSize: number): Promise<Result<PagedRows<GalleryImage>>>;
  /** null = no such row. */
  fetchRow(table: EditableTable, id: string): Promise<Result<AnyRow | null>>;

  upload(bucket: string, name: string, blob: Blob, contentType: string): Promise<Result<true>>;
  /** Inserts rows, ignoring ids that already exist; returns the rows the server has now. */
  insertRows(table: EditableTable, rows: Record<string, unknown>[]): Promise<Result<AnyRow[]>>;
  /** Updates the row only where updated_at still equals `baseUpdatedAt`; returns updated rows. */
  updateRow(table: EditableTable, id: string, values: Record<string, unknown>, baseUpdatedAt: string): Promise<Result<AnyRow[]>>;
  /** Deletes the row; returns the rows actually deleted (none when RLS hid it or it was gone). */
  deleteRow(table: EditableTable, id: string): Promise<Result<AnyRow[]>>;
  moveOffer(id: string, direction: 'up' | 'down', operationId: string): Promise<Result<MoveResult>>;
}
