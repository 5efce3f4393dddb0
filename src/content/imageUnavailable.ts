/**
 * Under the title in the frame of an image that could not be loaded. A file of its own: the
 * landing's images carry it on the first visit, without the data pages' load-state texts.
 */
export const imageUnavailableText = {
  offline: 'Offline nicht verfügbar',
  failed: 'Bild nicht geladen',
} as const;
