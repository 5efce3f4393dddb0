/** /early-album.js, loaded by album pages only: paints the album's first view from the early reads (paintHandoff.ts). */
import { albumContentHtml, type AlbumContentView } from '../features/gallery/albumContentHtml';
import { EARLY_REGIONS, registerEarlyPainter } from './paintHandoff';

registerEarlyPainter(EARLY_REGIONS.album, (view) => albumContentHtml(view as AlbumContentView));
