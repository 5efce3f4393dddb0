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

/**
 * A failed image's frame tries the image again once the device is back online: one that failed
 * offline would otherwise say 'Bild nicht geladen' until the page is loaded anew. Only on the way
 * back online, so an image that fails online is not asked for again and again.
 */
export function useRetryWhenOnline(retry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}
