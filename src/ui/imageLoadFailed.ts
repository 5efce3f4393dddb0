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
