import { fitWithin } from './fitWithin';
import { formatOfBlob, preferredFormat, type OutputFormat } from './outputFormat';
import type { PreparedImage } from './preparedImage';

export type { PreparedImage } from './preparedImage';

/** Thrown for files that are not images the browser can decode; the message is for staff. */
export class NotAnImageError extends Error {
  constructor(fileName: string) {
    super(`„${fileName}“ ist keine Bilddatei.`);
    this.name = 'NotAnImageError';
  }
}

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }, format: OutputFormat): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Das Bild konnte nicht umgewandelt werden.');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: format.type, quality: format.quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Das Bild konnte nicht umgewandelt werden.');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Das Bild konnte nicht umgewandelt werden.'))), format.type, format.quality),
  );
}

/**
 * Makes an upload out of a picked file: decodes it (only real images decode), scales it so the
 * longer side is at most 2560 px and encodes it again. Re-encoding drops all metadata, so the
 * EXIF data of phone photos (GPS position, device) never reaches the server. createImageBitmap
 * applies the EXIF orientation, so the result is upright.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (file.type && !file.type.startsWith('image/')) throw new NotAnImageError(file.name);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError(file.name);
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const wanted = preferredFormat(file.type);
    const blob = await encode(bitmap, size, wanted);
    return { blob, extension: formatOfBlob(blob, wanted).extension };
  } finally {
    bitmap.close();
  }
}
