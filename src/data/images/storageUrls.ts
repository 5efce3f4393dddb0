import { readBackendConfig } from '../backendConfig';
import { OBJECT_PATH, RENDER_PATH } from '../../lib/storagePaths';

export const OFFER_IMAGES_BUCKET = 'offer-images';
export const GALLERY_BUCKET = 'gallery';

/**
 * The public URL of a stored object. Computed, not asked from the server, so a command can put it
 * into the optimistic row before the file is uploaded (it is the same URL getPublicUrl returns).
 */
export function publicObjectUrl(bucket: string, name: string, baseUrl: string = readBackendConfig().url): string {
  return `${baseUrl.replace(/\/+$/, '')}${OBJECT_PATH}${bucket}/${name}`;
}

/** Bucket and object name of a public object URL, or null for any other URL. */
export function parsePublicObjectUrl(url: string): { bucket: string; name: string } | null {
  const at = url.indexOf(OBJECT_PATH);
  if (at < 0) return null;
  const rest = url.slice(at + OBJECT_PATH.length).split(/[?#]/)[0] ?? '';
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) return null;
  return { bucket: rest.slice(0, slash), name: decodeURIComponent(rest.slice(slash + 1)) };
}

/** A resized rendition through the storage render endpoint; other URLs are returned unchanged. */
export function renderUrl(publicUrl: string, size: { width: number; height?: number }): string {
  const at = publicUrl.indexOf(OBJECT_PATH);
  if (at < 0) return publicUrl;
  const base = publicUrl.slice(0, at) + RENDER_PATH + (publicUrl.slice(at + OBJECT_PATH.length).split(/[?#]/)[0] ?? '');
  const params = new URLSearchParams({ width: String(size.width) });
  if (size.height !== undefined) params.set('height', String(size.height));
  params.set('resize', 'cover');
  return `${base}?${params.toString()}`;
}
