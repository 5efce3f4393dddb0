/**
 * Photos shared to the site ('Teilen → Wichtrey'), kept on the device until staff put them into
 * an album or an offer on 'Geteilte Bilder'. The service worker writes them (it receives the
 * share target's POST, sw/shareTarget.ts), the page reads and removes them. One small IndexedDB
 * database of its own (no Dexie), so the worker stays small and never waits for the mirror's
 * schema. Files not used within a day are removed.
 */

import { createDatabaseOpener } from './indexedDbOpener.ts';

/** The share target's action: the worker takes the POST, the page of the same path shows the photos. */
export const SHARE_TARGET_PATH = '/geteilt';
/** How many shared files were no images (and not kept), on the page the share target leads to. */
export const SHARE_SKIPPED_PARAM = 'uebersprungen';
/** The multipart field the manifest's share target names for the files. */
export const SHARE_TARGET_FILES_FIELD = 'images';
/** Shared files older than this are removed unused. */
export const SHARED_IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const DB_NAME = 'wichtrey-shared';
const STORE = 'images';

interface SharedImage {
  id: string;
  name: string;
  type: string;
  blob: Blob;
  /** When the worker received it (ms since epoch). */
  sharedAt: number;
  /** Its place among the files shared with it, so a share keeps its order. */
  position: number;
}

export interface SharedImageStoreOptions {
  /** The IndexedDB factory (tests pass fake-indexeddb's); `indexedDB` of the context by default. */
  indexedDB?: () => IDBFactory;
  now?: () => number;
}

export interface SharedImageStore {
  /** Keeps the files, each with the time it was shared; returns their ids. */
  add(files: readonly { name: string; type: string; blob: Blob }[]): Promise<string[]>;
  /** The files shared within the last day, oldest first (older ones are removed first). */
  list(): Promise<SharedImage[]>;
  remove(ids: readonly string[]): Promise<void>;
  clear(): Promise<void>;
  /** Removes the files older than a day; returns how many. */
  removeExpired(): Promise<number>;
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export function createSharedImageStore(options: SharedImageStoreOptions = {}): SharedImageStore {
  const factory = options.indexedDB ?? (() => globalThis.indexedDB);
  const now = options.now ?? Date.now;
  const open = createDatabaseOpener(factory, DB_NAME, (db) => db.createObjectStore(STORE, { keyPath: 'id' }));

  async function all(): Promise<SharedImage[]> {
    const transaction = (await open()).transaction(STORE, 'readonly');
    const req = transaction.objectStore(STORE).getAll();
    await done(transaction);
    return (req.result as SharedImage[]).sort((a, b) => a.sharedAt - b.sharedAt || a.position - b.position);
  }

  async function remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const transaction = (await open()).transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    for (const id of ids) store.delete(id);
    await done(transaction);
  }

  async function removeExpired(): Promise<number> {
    const oldest = now() - SHARED_IMAGE_MAX_AGE_MS;
    const expired = (await all()).filter((image) => image.sharedAt <= oldest).map((image) => image.id);
    await remove(expired);
    return expired.length;
  }

  return {
    async add(files) {
      const sharedAt = now();
      const images: SharedImage[] = files.map((file, position) => ({ id: crypto.randomUUID(), name: file.name, type: file.type, blob: file.blob, sharedAt, position }));
      const transaction = (await open()).transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      for (const image of images) store.put(image);
      await done(transaction);
      return images.map((image) => image.id);
    },
    async list() {
      await removeExpired();
      return all();
    },
    remove,
    async clear() {
      const transaction = (await open()).transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).clear();
      await done(transaction);
    },
    removeExpired,
  };
}
