// Entry module: what this device keeps for offline use (saved albums, visited pages).
// Saving and removing an album is `./albumSaves`, loaded with the screens that offer it.
export { useSavedAlbums, useSavedAlbum, type SavedAlbum } from './hooks/useSavedAlbums';
export { useVisitedPagePaths } from './hooks/useVisitedPagePaths';
