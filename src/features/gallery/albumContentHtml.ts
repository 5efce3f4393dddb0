import type { Album, GalleryImage } from '../../data/rows';
import { renderUrl } from '../../data/early';
import { albumText, gallerySizes } from '../../content/gallery';
import { element, texts } from '../../ui/reactMarkup';
import { albumPageClasses as classes } from './albumPageClasses.buildtime';
import { BACK_TO_GALLERY_ATTRIBUTE } from './galleryReferrer';
import { paths } from '../../lib/paths';
import { NOT_FOUND_VIEW } from '../../lib/earlyPaint';

/*
 * An album page's content as a visitor sees it first (heading, first page of tiles) as HTML, for
 * the early script: it paints the page from the early read's rows before the app has loaded. The
 * markup is the React page's (AlbumHeader, ImageList, ImageTile) as react-dom/server writes it,
 * so the app hydrates these very elements; tests/unit/gallery/albumContentHtml.test.tsx holds
 * the two equal.
 */

/** The first row of tiles (four on a wide screen) loads its thumbnails at once. */
export const EAGER_THUMBNAILS = 4;

const { width, height } = gallerySizes.thumbnail;

/** What an album page's first view shows: its content, or that the server has no such album. */
export type AlbumRegionView = AlbumContentView | typeof NOT_FOUND_VIEW;

export interface AlbumContentView {
  album: Album;
  images: GalleryImage[];
  /** The album position of the first image (1-based). */
  firstPosition: number;
}

function header(album: Album): string {
  const description = album.description ? element('p', { class: classes.description, 'data-testid': 'album-description' }, texts(album.description)) : '';
  return element(
    'div',
    { class: classes.header },
    element('div', { class: classes.intro }, element('h1', { class: classes.title }, texts(album.title)) + description) +
      element('div', { class: classes.actions }, element('div', { class: classes.pendingButton })),
  );
}

function tile(image: GalleryImage, index: number, firstPosition: number): string {
  const position = firstPosition + index;
  const thumbnail = element('img', {
    src: renderUrl(image.image_url, { width, height }),
    alt: albumText.imageAlt(image.title, position),
    width,
    height,
    loading: index < EAGER_THUMBNAILS ? 'eager' : 'lazy',
    decoding: 'async',
    class: classes.thumbnail,
    'data-testid': 'image-thumbnail',
  });
  const button = element(
    'button',
    { type: 'button', 'aria-label': albumText.openImage(image.title, position), 'data-image-id': image.id, 'data-early-click': '', class: classes.tileButton },
    thumbnail,
  );
  const title = image.title ? element('p', { class: classes.imageTitle, 'data-testid': 'image-title' }, texts(image.title)) : '';
  const description = image.description ? element('p', { class: classes.imageDescription, 'data-testid': 'image-description' }, texts(image.description)) : '';
  const caption = title || description ? element('div', { class: classes.caption }, title + description) : '';
  return element('li', { class: caption ? classes.tile : classes.tileAlone, 'data-testid': 'image-tile' }, button + caption);
}

/** The album's heading and first tiles as AlbumHeader and ImageList render them for a visitor. */
export function albumContentHtml({ album, images, firstPosition }: AlbumContentView): string {
  const list = element('ul', { class: classes.imageGrid, 'aria-label': albumText.imageList, 'data-testid': 'image-list' }, images.map((image, index) => tile(image, index, firstPosition)).join(''));
  return header(album) + list;
}

/** 'Album nicht gefunden' as AlbumNotFound renders it (its link to the gallery's first page until pointed). */
function albumNotFoundHtml(): string {
  const link = element('a', { [BACK_TO_GALLERY_ATTRIBUTE]: '', class: classes.notFoundLink, href: paths.gallery() }, texts(albumText.backToGallery));
  return element(
    'div',
    { class: classes.notFound, 'data-testid': 'album-not-found' },
    element('h1', { class: classes.notFoundTitle }, texts(albumText.notFound)) + element('p', { class: classes.notFoundText }, texts(albumText.notFoundText)) + link,
  );
}

/** The album region's first view. */
export const albumRegionHtml = (view: AlbumRegionView): string => (view === NOT_FOUND_VIEW ? albumNotFoundHtml() : albumContentHtml(view));
