const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export function contentTypeFor(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** Text formats worth compressing; images and fonts are compressed already. */
export function isCompressible(extension: string): boolean {
  return ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml'].includes(extension.toLowerCase());
}
