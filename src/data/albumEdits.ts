/** Everything the gallery screens change: albums and their images (one import for the feature). */
export { createAlbum, updateAlbum, deleteAlbum } from './albumCommands';
export { addAlbumImages, updateImageDetails, deleteImage } from './imageCommands';
