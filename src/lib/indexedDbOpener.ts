/**
 * Opens a small IndexedDB database of its own once and keeps the connection, for the raw stores
 * shared by the pages and the service worker (no Dexie there). Another context deleting or
 * upgrading the database closes it, a failed or blocked open is forgotten: the next call opens
 * again.
 */
export function createDatabaseOpener(factory: () => IDBFactory, name: string, upgrade: (db: IDBDatabase) => void): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  return () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory().open(name, 1);
      req.onupgradeneeded = () => upgrade(req.result);
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      req.onerror = () => reject(req.error ?? new Error(`IndexedDB ${name} could not be opened`));
      req.onblocked = () => reject(new Error(`IndexedDB ${name}: open blocked`));
    });
    opening.catch(() => (opening = null));
    return opening;
  };
}
