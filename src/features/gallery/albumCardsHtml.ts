import type { Album } from '../../data/rows';
import { renderUrl } from '../../data/early';
import { galleryText, gallerySizes } from '../../content/gallery';
import { paths } from '../../lib/paths';
import { element, texts } from '../../ui/reactMarkup';
import { albumCardClasses as classes } from './albumCardClasses.buildtime';

/*
 * A visitor's album cards as HTML, for the early script: it paints the first view of /galerie
 * from the early read's rows before the app has loaded. The markup is the React list's (AlbumList,
 * AlbumCard) as react-dom/server writes it, so the app hydrates these very elements;
 * tests/unit/gallery/albumCardsHtml.test.tsx holds the two equal.
 */

/** The first row of cards loads its covers at once. */
export const EAGER_COVERS = 3;

const { width, height } = gallerySizes.cover;

const PLACEHOLDER_ICON =
  '<svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><rect x="3" y="4" width="18" height="16" rx="2"></rect><circle cx="9" cy="10" r="1.8"></circle><path d="M21 16l-5-5-9 9"></path></svg>';

function card(album: Album, index: number): string {
  const cover = album.cover_image
    ? element('img', {
        src: renderUrl(album.cover_image, { width, height }),
        alt: '',
        width,
        height,
        loading: index < EAGER_COVERS ? 'eager' : 'lazy',
        fetchPriority: index === 0 ? 'high' : undefined,
        decoding: 'async',
        class: classes.cover,
        'data-testid': 'album-cover',
      })
    : element('div', { 'data-testid': 'album-cover-placeholder', title: galleryText.noCover }, PLACEHOLDER_ICON);
  // The router's Link: its href after our attributes.
  const link = element('a', { 'data-card-link': '', class: classes.link, href: paths.album(album.id) }, texts(album.title));
  const description = album.description ? element('p', { class: classes.description }, texts(album.description)) : '';
  return element(
    'li',
    { class: classes.card, 'data-testid': 'album-card' },
    element('div', { class: classes.coverFrame, style: `aspect-ratio:${width} / ${height}` }, cover) + element('div', { class: classes.body }, element('h2', { class: classes.heading }, link) + description),
  );
}

/** One page of album cards as AlbumList renders it for a visitor. */
export function albumCardsHtml(albums: Album[]): string {
  return element('ul', { class: classes.grid, 'aria-label': galleryText.albumList, 'data-testid': 'album-list' }, albums.map(card).join(''));
}
