import { Dexie, type EntityTable } from 'dexie';
import type { Album, ChatMessage, GalleryImage, Offer } from '../rows';
import { withFieldBase } from './legacyEntries';
import type { OutboxEntry } from './outboxEntry';

/** A chat message in the mirror; `synced` is 0 until the server has it (numbers are indexable). */
export type LocalChatMessage = ChatMessage & { synced: 0 | 1 };

/** A file waiting for its upload, under its storage object name. */
export interface PendingBlob {
  name: string;
  bucket: string;
  blob: Blob;
  contentType: string;
}

/**
 * Where a pulled page sits in the ordering, so it can be read back from Dexie even when the pages
 * before it were never mirrored: after the row before it (`afterKey`/`afterId`, null on page 1)
 * up to its last row (`untilKey`, null when it was the last page: new rows at the end show up).
 */
export interface PageWindow {
  afterKey: string | number | null;
  afterId: string | null;
  untilKey: string | number | null;
  /** The page lies beyond the server's last row: it is empty. */
  beyondEnd?: boolean;
}

/**
 * An album saved for offline viewing: its images sit in a cache of their own
 * (savedAlbumCacheName), the rows in the mirror tables like any pulled page.
 */
export interface SavedAlbum {
  albumId: string;
  title: string;
  /** When the last complete save ended (ms since the epoch). */
  savedAt: number;
  /** What the saved images take on the device. */
  bytes: number;
  imageCount: number;
  /** The image requests kept (thumbnail and lightbox sizes), to remove them again. */
  urls: string[];
}

/** Freshness of one pulled query (and its server total for paged queries). */
export interface MetaRecord {
  key: string;
  fetchedAt: number;
  window?: PageWindow;
  total?: number;
  /** For single-row queries: the server has no such row. */
  notFound?: boolean;
  /** The record `sync:writeGeneration` only: see mirror/writeGeneration.ts. */
  generation?: number;
  /** The record `sync:drainLease` only (the outbox lock without Web Locks: sync/outboxLock.ts). */
  holder?: string;
  until?: number;
}

/**
 * The device's database: the mirror of public rows, the outbox of staff edits and the files
 * waiting for upload. Schema changes add a new `version(n)`; never edit an old one.
 */
export class WichtreyDatabase extends Dexie {
  offers!: EntityTable<Offer, 'id'>;
  albums!: EntityTable<Album, 'id'>;
  gallery_images!: EntityTable<GalleryImage, 'id'>;
  chat_messages!: EntityTable<LocalChatMessage, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  blobs!: EntityTable<PendingBlob, 'name'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  saved_albums!: EntityTable<SavedAlbum, 'albumId'>;

  constructor(name = 'wichtrey') {
    super(name);
    this.version(1).stores({
      offers: 'id, display_order',
      albums: 'id, created_at',
      gallery_images: 'id, album_id, [album_id+order_index]',
      chat_messages: 'id, session_id, [session_id+created_at], synced',
      outbox: '++seq, &opId, state, *rowKeys',
      blobs: 'name',
      meta: 'key',
    });
    // Entries queued before batches existed form a batch of their own.
    this.version(2)
      .stores({ outbox: '++seq, &opId, state, *rowKeys, batchId' })
      .upgrade((tx) =>
        tx
          .table<OutboxEntry, number>('outbox')
          .toCollection()
          .modify((entry) => {
            entry.batchId ??= entry.opId;
          }),
      );
    // Updates and deletes carry the field values they were based on instead of an updated_at.
    this.version(3)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<OutboxEntry, number>('outbox')
          .toCollection()
          .modify((entry, ref) => {
            ref.value = withFieldBase(entry);
          }),
      );
    this.version(4).stores({ saved_albums: 'albumId, savedAt' });
  }
}

export const db = new WichtreyDatabase();

/** Empties every table (sign-out keeps the outbox, so this is for tests only). */
export async function clearDatabase(database: WichtreyDatabase = db): Promise<void> {
  await database.transaction('rw', database.tables, async () => {
    await Promise.all(database.tables.map((table) => table.clear()));
  });
}
