// Entry module: the gallery's albums and images as the device has them. The staff's edits and
// the checks of their forms load lazily from `./albumEdits`.
export { useAlbum } from './hooks/useAlbum';
export { useAlbumsPage } from './hooks/useAlbumsPage';
export { useAlbumImagesPage, type AlbumImagesPageResult } from './hooks/useAlbumImagesPage';
export { useStoredAlbums } from './hooks/useStoredAlbums';
export { findAlbumImagePage } from './mirror/albumImagePlace';
export { ALBUMS_PAGE_SIZE, ALBUM_IMAGES_PAGE_SIZE } from './mirror/pageSizes';
export type { LoadState } from './hooks/loadState';
