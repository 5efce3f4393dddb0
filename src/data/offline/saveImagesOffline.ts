import { SAVED_ALBUM_CACHE } from '../../lib/serviceWorkerProtocol';
import { requestPersistentStorage } from './persistentStorage';

export interface SaveProgress {
  done: number;
  total: number;
}

/**
 * Copies every image of an album into the cache the service worker answers from first, so the
 * album opens offline in full. Fetched as CORS requests: real responses, not opaque ones.
 * Resolves with the number of images that could not be fetched (0 = all saved).
 */
export async function saveImagesOffline(urls: readonly string[], onProgress: (progress: SaveProgress) => void): Promise<number> {
  const unique = [...new Set(urls)];
  const cache = await caches.open(SAVED_ALBUM_CACHE);
  void requestPersistentStorage();
  let done = 0;
  let failed = 0;
  onProgress({ done, total: unique.length });
  for (const url of unique) {
    try {
      if (!(await cache.match(url))) {
        const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        await cache.put(url, response);
      }
    } catch {
      failed += 1;
    }
    done += 1;
    onProgress({ done, total: unique.length });
  }
  return failed;
}
