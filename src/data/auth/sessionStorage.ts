import { createDatabaseOpener } from '../../lib/indexedDbOpener';
import { AUTH_STORAGE_KEY, legacySession, markerOf, SESSION_MARKER_KEY } from './hasStoredSession';

/**
 * supabase-js's auth storage over IndexedDB instead of localStorage, so the service worker (which
 * has no localStorage) reads and refreshes the same session as the pages: it drains the outbox on
 * Background Sync with no page open. One small database of its own, so opening it never waits for
 * the mirror's schema upgrades, and the page's auth does not need Dexie.
 *
 * The sign-in marker in localStorage (hasStoredSession.ts) follows the session key: written after
 * the tokens are stored, removed after they are deleted, repaired on every read of the session.
 */
const DB_NAME = 'wichtrey-auth';
const STORE = 'keyval';
/** Where the page notes its backend for the worker (which has no `<meta>` to read it from). */
const BACKEND_KEY = 'wichtrey-backend';

export interface AsyncStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface SessionStorageOptions {
  /** The IndexedDB factory (tests pass fake-indexeddb's); `indexedDB` of the context by default. */
  indexedDB?: () => IDBFactory;
  /** localStorage of a page; undefined in the worker. */
  localStorage?: () => Storage | undefined;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function pageLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings)
  }
}

export function createSessionStorage(options: SessionStorageOptions = {}): AsyncStorage & {
  /** Backend config the page uses (the worker reads it: it has no page to ask). */
  saveBackend(config: { url: string; anonKey: string }): Promise<void>;
  loadBackend(): Promise<{ url: string; anonKey: string } | null>;
} {
  const factory = options.indexedDB ?? (() => globalThis.indexedDB);
  const local = options.localStorage ?? pageLocalStorage;
  const open = createDatabaseOpener(factory, DB_NAME, (db) => db.createObjectStore(STORE));

  async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
    return (await open()).transaction(STORE, mode).objectStore(STORE);
  }

  async function read(key: string): Promise<string | null> {
    const value = await request((await store('readonly')).get(key));
    return typeof value === 'string' ? value : null;
  }

  async function write(key: string, value: string): Promise<void> {
    await request((await store('readwrite')).put(value, key));
  }

  async function remove(key: string): Promise<void> {
    await request((await store('readwrite')).delete(key));
  }

  function setMarker(value: string | null): void {
    const storage = local();
    if (!storage) return;
    try {
      if (value === null) {
        storage.removeItem(SESSION_MARKER_KEY);
        return;
      }
      const session = JSON.parse(value) as Parameters<typeof markerOf>[0];
      storage.setItem(SESSION_MARKER_KEY, JSON.stringify(markerOf(session)));
    } catch {
      // A full or blocked localStorage: the session still works, only the start-up shortcut not.
    }
  }

  /** A session an older version left in localStorage moves to IndexedDB once. */
  async function migrate(): Promise<string | null> {
    const legacy = legacySession();
    const storage = local();
    if (!legacy || !storage) return null;
    const value = JSON.stringify(legacy);
    await write(AUTH_STORAGE_KEY, value);
    setMarker(value);
    storage.removeItem(AUTH_STORAGE_KEY);
    return value;
  }

  // Operations on the session run one after another, so a read that found nothing cannot remove
  // the marker a sign-in has just written.
  let sessionQueue: Promise<unknown> = Promise.resolve();
  function onSession<T>(operation: () => Promise<T>): Promise<T> {
    const run = sessionQueue.then(operation, operation);
    sessionQueue = run.catch(() => undefined);
    return run;
  }

  return {
    getItem(key) {
      if (key !== AUTH_STORAGE_KEY) return read(key);
      return onSession(async () => {
        const value = (await read(key)) ?? (await migrate());
        // IndexedDB is the truth: a marker without a session (the worker removed it, a crash
        // between the two writes) goes, a session without one gets it back.
        setMarker(value);
        return value;
      });
    },
    setItem(key, value) {
      if (key !== AUTH_STORAGE_KEY) return write(key, value);
      return onSession(async () => {
        await write(key, value);
        setMarker(value);
      });
    },
    removeItem(key) {
      if (key !== AUTH_STORAGE_KEY) return remove(key);
      return onSession(async () => {
        await remove(key);
        setMarker(null);
        // An older version's copy must not bring the session back.
        local()?.removeItem(AUTH_STORAGE_KEY);
      });
    },
    async saveBackend(config) {
      await write(BACKEND_KEY, JSON.stringify(config));
    },
    async loadBackend() {
      const raw = await read(BACKEND_KEY);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as { url?: unknown; anonKey?: unknown };
        return typeof parsed.url === 'string' && typeof parsed.anonKey === 'string' ? { url: parsed.url, anonKey: parsed.anonKey } : null;
      } catch {
        return null;
      }
    },
  };
}
