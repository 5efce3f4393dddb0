// Entry module of the early script (src/early): the first public reads, before the app's code,
// the keys of the pulls they stand for, and what its painters (features' *Html.ts) need.
export { readBackendConfig } from './backendConfig';
export { hasStoredSession } from './auth/hasStoredSession';
export { startEarlyReads } from './remote/earlyReads';
export { albumImagesPageReads, albumRead, albumsPageReads, offersRead, type PublicRead } from './remote/publicReads';
export { renderUrl } from './images/storageUrls';
export { albumImagesPageKey, albumKey, albumsPageKey, offersKey } from './mirror/queryKeys';
export { ALBUM_IMAGES_PAGE_SIZE, ALBUMS_PAGE_SIZE } from './mirror/pageSizes';
