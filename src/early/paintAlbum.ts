/** /early-album.js, loaded by album pages only: paints the album's first view from the early reads (paintHandoff.ts). */
import { albumRegionHtml, type AlbumRegionView } from '../features/gallery/albumContentHtml';
import { BACK_TO_GALLERY_ATTRIBUTE, pointBackToGallery } from '../features/gallery/galleryReferrer';
import { EARLY_REGIONS, registerEarlyPainter, whenParsed } from './paintHandoff';

registerEarlyPainter(EARLY_REGIONS.album, (view) => albumRegionHtml(view as AlbumRegionView));

// 'Zurück zur Galerie' leads to the gallery page the visitor came from, even before the app runs
// (the app's link says the same once it has hydrated: fromGallery.ts); a tap before this script
// has run is pointed by the inline early script (backToGallery.ts).
whenParsed(() => pointBackToGallery(document.querySelector(`[${BACK_TO_GALLERY_ATTRIBUTE}]`)));
