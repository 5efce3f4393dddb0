// Entry module of the early script (src/early): the first public reads, before the app's code.
export { readBackendConfig } from './backendConfig';
export { hasStoredSession } from './auth/hasStoredSession';
export { startEarlyReads } from './remote/earlyReads';
export { albumImagesPageReads, albumRead, albumsPageReads, offersRead, type PublicRead } from './remote/publicReads';
export { renderUrl } from './images/storageUrls';
