// Entry module (staff only): images picked in a form, prepared on the device for upload.
export { useImageSelection, type ImageSelection } from './images/useImageSelection';
export { useThumbnailSrcs } from './images/useThumbnailSrcs';
