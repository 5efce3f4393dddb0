// Entry module: showing stored images (picked files are prepared by `./imageUploads`, staff only).
export { useImageSrc } from './hooks/useImageSrc';
export { renderUrl, OFFER_IMAGES_BUCKET } from './images/storageUrls';
