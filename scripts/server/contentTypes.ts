import { lookup } from 'mrmime';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml'];

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.some((extension) => file.toLowerCase().endsWith(extension));
}

/** The file's media type, with the charset for text formats (all of the build's text is UTF-8). */
export function contentTypeFor(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return isCompressible(file) && !type.includes('charset') ? `${type}; charset=utf-8` : type;
}
