import type { Album, AnyRow, EditableTable, GalleryImage, Offer } from '../rows';

/**
 * What the mirror and the sync engine need from the backend, as two narrow ports: a reader for
 * pulls (`MirrorReader`) and an uploader for the outbox (`OutboxUploader`). The real ones are
 * `createSupabaseRemote` (supabase-js) and, for visitors' reads, `createPublicReader`; unit tests
 * drive both with an in-memory fake.
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

/**
 * What the server did with a conditional update: 'applied' (row = the updated row), 'replayed'
 * (this operation was applied before, its answer got lost; row = the current row or null),
 * 'conflict' (a touched field no longer holds the base value; row = the current row) or
 * 'missing' (no such row).
 */
export interface UpdateAnswer {
  status: 'applied' | 'replayed' | 'conflict' | 'missing';
  row: AnyRow | null;
}

/** 'deleted', 'missing' (gone already) or 'conflict' (row = the current row, which stays). */
export interface DeleteAnswer {
  status: 'deleted' | 'missing' | 'conflict';
  row: AnyRow | null;
}

/** 'inserted' (rows = the new rows), 'replayed' (rows = the batch as it is now) or 'album_missing'. */
export interface AddImagesAnswer {
  status: 'inserted' | 'replayed' | 'album_missing';
  rows: GalleryImage[];
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

/** What a mirror pull needs: the public reads (the hooks' pulls; `remote/publicReader.ts` serves visitors). */
export interface MirrorReader {
  fetchOffers(): Promise<Result<Offer[]>>;
  fetchAlbumsPage(page: number, pageSize: number): Promise<Result<PagedRows<Album>>>;
  /** null = no such album (an empty answer, or an id that is no uuid). */
  fetchAlbum(id: string): Promise<Result<Album | null>>;
  fetchAlbumImagesPage(albumId: string, page: number, pageSize: number): Promise<Result<PagedRows<GalleryImage>>>;
  /** An image's place in its album's order (1-based); null = the album has no such image. */
  fetchAlbumImagePosition(albumId: string, imageId: string): Promise<Result<number | null>>;
}

/**
 * What draining the outbox needs: the session (checked and refreshed before a replay), the writes
 * and the read-back of single rows. The sync engine sees only this, so the service worker can
 * drain with an uploader of its own.
 */
export interface OutboxUploader {
  /** The session (refreshed when the client can); null when signed out. */
  currentSession(): Promise<Result<SessionInfo | null>>;
  /** Refreshes the access token with the refresh token. */
  refreshSession(): Promise<Result<SessionInfo | null>>;

  /** null = no such row. */
  fetchRow(table: EditableTable, id: string): Promise<Result<AnyRow | null>>;
  upload(bucket: string, name: string, blob: Blob, contentType: string): Promise<Result<true>>;
  /** Removes a file this device uploaded, unless a row uses it (the delete policy); one already gone is fine. */
  removeUnusedFile(bucket: string, name: string): Promise<Result<true>>;
  /** Inserts rows, insert-or-nothing: ids that exist already are skipped. Returns the rows inserted now. */
  insertRows(table: EditableTable, rows: Record<string, unknown>[]): Promise<Result<AnyRow[]>>;
  /** Appends images to an album after its last one, as one batch in their order (add_album_images). */
  addAlbumImages(albumId: string, images: Record<string, unknown>[]): Promise<Result<AddImagesAnswer>>;
  /** Sets `edit.values` where the row still holds `edit.base` (apply_update). */
  updateRow(table: EditableTable, id: string, edit: { operationId: string; base: Record<string, unknown>; values: Record<string, unknown> }): Promise<Result<UpdateAnswer>>;
  /** Deletes the row where it still holds `base` (apply_delete). */
  deleteRow(table: EditableTable, id: string, base: Record<string, unknown>): Promise<Result<DeleteAnswer>>;
  moveOffer(id: string, direction: 'up' | 'down', operationId: string): Promise<Result<MoveResult>>;
}

/** The whole backend as the page uses it (reader and uploader); tests fake this. */
export type Remote = MirrorReader & OutboxUploader;
