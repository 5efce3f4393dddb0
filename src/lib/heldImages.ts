/*
 * A painted first view asks for its first image only; the others wait until that one is on
 * screen. Images in view load right after layout, lazy or not, and on a slow link every one of
 * them shares the bandwidth with the image the page's largest paint waits for (and a trace of the
 * load counts them all before that paint). They get their sources back as soon as the first view
 * has settled, and always before the app hydrates: React keeps the attributes it finds.
 */

const HELD_SOURCE = 'data-held-src';
const HELD_SOURCE_SET = 'data-held-srcset';

/** A held image shows neither its alt text nor a broken-image sign: its frame stays as while loading (src/ui/theme/brand.ts). */
export const HELD_IMAGE_SELECTOR = `img[${HELD_SOURCE}]`;

/** Holds back every image in `view` but the first, which it returns (null when there is none). */
export function holdImagesAfterFirst(view: ParentNode): HTMLImageElement | null {
  const [first = null, ...rest] = view.querySelectorAll('img');
  for (const image of rest) {
    const source = image.getAttribute('src');
    if (source === null) continue;
    image.setAttribute(HELD_SOURCE, source);
    image.removeAttribute('src');
    const sourceSet = image.getAttribute('srcset');
    if (sourceSet !== null) {
      image.setAttribute(HELD_SOURCE_SET, sourceSet);
      image.removeAttribute('srcset');
    }
  }
  return first;
}

/** Gives the held images their sources back (srcset first, so the browser picks from it at once). */
export function releaseHeldImages(): void {
  if (typeof document === 'undefined') return;
  for (const image of document.querySelectorAll<HTMLImageElement>(HELD_IMAGE_SELECTOR)) {
    const sourceSet = image.getAttribute(HELD_SOURCE_SET);
    if (sourceSet !== null) image.setAttribute('srcset', sourceSet);
    image.setAttribute('src', image.getAttribute(HELD_SOURCE)!);
    image.removeAttribute(HELD_SOURCE);
    image.removeAttribute(HELD_SOURCE_SET);
  }
}
