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
 * a frame back within the first seconds online tries again shortly. An image that fails while the
 * device is online is asked for again only a few times (`useProbeWhileOnline`).
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

/** After a failure online, when a frame asks for its image again (counted from the failure, then from each failed try). */
const PROBES_AFTER_MS = [5_000, 15_000, 45_000];

/**
 * A frame that stands in for an image that failed while the device is online asks for the image
 * again a few times, spaced out, and calls `found` once it has arrived: on a shaky showroom link a
 * card's image failed once and said 'Bild nicht geladen' until the page was loaded anew. The tries
 * load unseen (no blink of the frame); offline they stop, and the way back online tries again.
 */
export function useProbeWhileOnline({ src, srcSet }: { src: string; srcSet: string | undefined }, found: () => void): void {
  useEffect(() => {
    let step = 0;
    let timer: number | undefined;
    let probe: HTMLImageElement | null = null;
    const schedule = () => {
      const delay = PROBES_AFTER_MS[step++];
      if (delay !== undefined) timer = window.setTimeout(ask, delay);
    };
    const ask = () => {
      if (!navigator.onLine) return;
      probe = new Image();
      probe.onload = found;
      probe.onerror = schedule;
      // The image's own choice of candidate: a try of another that arrives would bring back a failing image.
      if (srcSet) probe.srcset = srcSet;
      probe.src = src;
    };
    schedule();
    return () => {
      window.clearTimeout(timer);
      if (probe) probe.onload = probe.onerror = null;
    };
  }, [src, srcSet, found]);
}
