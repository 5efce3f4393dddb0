/**
 * Detects an image type from the file's first bytes (magic numbers), so uploads are judged by
 * content rather than by file name or declared Content-Type. Returns null for anything else
 * (including SVG, which can carry scripts).
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  const at = (offset: number, ...values: number[]): boolean => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string): boolean => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 6 && (ascii(0, 'GIF87a') || ascii(0, 'GIF89a'))) return 'image/gif';
  if (bytes.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (bytes.length >= 12 && ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'image/avif';
  return null;
}

/** `type/subtype` without parameters, lower-case. */
export function baseMime(value: string | null | undefined): string {
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The Storage API's rule: same type and the same subtype or `*`. */
export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mime.split('/');
  return allowed.some((entry) => {
    const [t, s] = entry.toLowerCase().split('/');
    return t === type && (s === '*' || s === subtype);
  });
}
