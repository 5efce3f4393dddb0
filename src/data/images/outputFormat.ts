/**
 * The format to re-encode to: JPEG stays JPEG (photos; quality 0.9), everything else becomes WebP,
 * or PNG where the browser cannot encode WebP. The extension always matches the bytes, because
 * storage checks uploads by content.
 */
export interface OutputFormat {
  type: 'image/jpeg' | 'image/webp' | 'image/png';
  quality?: number;
  extension: 'jpg' | 'webp' | 'png';
}

export function preferredFormat(inputType: string): OutputFormat {
  if (inputType === 'image/jpeg' || inputType === 'image/jpg') return { type: 'image/jpeg', quality: 0.9, extension: 'jpg' };
  return { type: 'image/webp', quality: 0.9, extension: 'webp' };
}

/** What was actually produced (a browser without a WebP encoder hands back PNG). */
export function formatOfBlob(blob: Blob, wanted: OutputFormat): OutputFormat {
  if (blob.type === wanted.type) return wanted;
  if (blob.type === 'image/png') return { type: 'image/png', extension: 'png' };
  if (blob.type === 'image/jpeg') return { type: 'image/jpeg', quality: 0.9, extension: 'jpg' };
  if (blob.type === 'image/webp') return { type: 'image/webp', quality: 0.9, extension: 'webp' };
  throw new Error('Das Bild konnte nicht umgewandelt werden.');
}
