import { OBJECT_PATH, RENDER_PATH } from '../src/lib/storagePaths';

/** The stored image a storage URL shows, whatever its size: its object's origin and path. */
function imageOf(url: URL): string | null {
  if (url.pathname.startsWith(OBJECT_PATH)) return url.origin + url.pathname;
  if (url.pathname.startsWith(RENDER_PATH)) return url.origin + OBJECT_PATH + url.pathname.slice(RENDER_PATH.length);
  return null;
}

const widthOf = (url: URL) => (url.pathname.startsWith(OBJECT_PATH) ? Number.POSITIVE_INFINITY : Number(url.searchParams.get('width') ?? 0));

/**
 * Offline, an image size this device never loaded is answered with another size of the same image
 * it did load (a staff dialog's 160 px thumbnail of a cover the album card showed larger): the
 * largest, the original before any rendition. Null when none of `cached` is the same image.
 */
export function otherSizeOf(requested: string, cached: readonly string[]): string | null {
  const image = imageOf(new URL(requested));
  if (!image) return null;
  const same = cached.map((candidate) => new URL(candidate)).filter((candidate) => candidate.href !== requested && imageOf(candidate) === image);
  same.sort((a, b) => widthOf(b) - widthOf(a));
  return same[0]?.href ?? null;
}
