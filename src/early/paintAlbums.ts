/** /early-albums.js, loaded by /galerie only: paints the album cards from the early read (paintHandoff.ts). */
import { albumCardsHtml } from '../features/gallery/albumCardsHtml';
import { EARLY_REGIONS, registerEarlyPainter } from './paintHandoff';
import type { AlbumsView } from './readsForLocation';

registerEarlyPainter(EARLY_REGIONS.albums, (view) => albumCardsHtml((view as AlbumsView).albums));
