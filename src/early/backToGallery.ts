import { BACK_TO_GALLERY_ATTRIBUTE, pointBackToGallery } from '../features/gallery/galleryReferrer';

/**
 * 'Zurück zur Galerie' tapped before the app runs leads to the gallery page the visitor came
 * from. The album painter points the link once the page is parsed, but it loads on its own and
 * may come after a quick tap (a loaded test run took the link to the first page); this listener
 * runs with the page's inline early script, before the link exists.
 */
export function pointBackToGalleryOnClick(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (window.__earlyClicksTaken || !(event.target instanceof Element)) return;
      pointBackToGallery(event.target.closest(`[${BACK_TO_GALLERY_ATTRIBUTE}]`));
    },
    true,
  );
}
