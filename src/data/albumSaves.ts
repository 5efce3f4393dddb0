// Entry module: saving an album on the device for offline use, refreshing and removing it.
export { AlbumNotSavedError, refreshSavedAlbum, removeSavedAlbum, saveAlbumOffline, type SaveProgress } from './offline/savedAlbums';
