let asked = false;

/**
 * Asks the browser once per page life not to evict this site's data (Dexie, outbox, saved
 * albums) under storage pressure. Called when staff first use an offline feature.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  asked = true;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist();
}
