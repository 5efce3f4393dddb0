import { useEffect } from 'react';
import { imageUnavailableText } from '../content/imageUnavailable';
import { useOnline } from './useOnline';

/**
 * An image that settled without pixels: it failed before React's onError listener existed (an
 * image the prerendered page or the early paint started before the app hydrated).
 */
export const failedBeforeListening = (img: HTMLImageElement): boolean => img.complete && img.naturalWidth === 0;

/** Why an image's frame stands in its place: offline, or not loaded. */
export function useUnavailableReason(): string {
  return useOnline() ? imageUnavailableText.failed : imageUnavailableText.offline;
}

/** How long after the device came back online a frame tries its image again, and how soon. */
const SETTLING_MS = 10_000;
const AGAIN_AFTER_MS = 2_000;

let backOnlineAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') window.addEventListener('online', () => (backOnlineAt = Date.now()));

/**
 * A failed image's frame tries the image again once the device is back online: one that failed
 * offline would otherwise say 'Bild nicht geladen' until the page is loaded anew. The first try
 * may beat the connection (a shaky reconnect; the worker's network a moment behind the page's), so
 * a frame back within the first seconds online tries again shortly. Otherwise only on the way back
 * online: an image that fails online is not asked for again and again.
 */
export function useRetryWhenOnline(retry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', retry);
    const settling = navigator.onLine && Date.now() - backOnlineAt < SETTLING_MS;
    const again = settling ? window.setTimeout(retry, AGAIN_AFTER_MS) : undefined;
    return () => {
      window.removeEventListener('online', retry);
      window.clearTimeout(again);
    };
  }, [retry]);
}
