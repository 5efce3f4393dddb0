// Entry module (staff only, loaded lazily): the gallery's edits and the checks of their forms.
export { createAlbum, updateAlbum, deleteAlbum } from './commands/albumCommands';
export { addAlbumImages, updateImageDetails, deleteImage } from './commands/imageCommands';
export { checkAlbumInput, type AlbumField } from './input/albumInput';
export { checkImageDetails, type ImageDetailsField } from './input/imageInput';
