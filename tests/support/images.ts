/** The smallest valid PNG (1×1): storage checks uploads by content, so a test file must be a real image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The same PNG as a Blob, as the app's image pipeline hands files on. */
export function pngBlob(): Blob {
  return new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' });
}
