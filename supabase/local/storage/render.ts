import sharp, { type FormatEnum } from 'sharp';

export interface Rendered {
  bytes: Uint8Array;
  mimetype: string;
  transformations: string;
}

const cache = new Map<string, Rendered>();
const CACHE_ENTRIES = 300;

function intParam(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value === 0 ? undefined : Math.min(max, Math.max(min, value));
}

const OUTPUT: Record<string, keyof FormatEnum | 'avif'> = {
  'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif',
};

/**
 * The render/image endpoint with sharp: width/height (1-2500), resize cover|contain|fill,
 * quality 20-100 (default 80), format origin|webp|avif; without a format, WebP when the client
 * accepts it (as hosted image transformations do), else the original type.
 */
export async function renderImage(
  cacheKey: string,
  data: Uint8Array,
  mimetype: string,
  params: URLSearchParams,
  accept: string,
): Promise<Rendered> {
  const width = intParam(params, 'width', 1, 2500);
  const height = intParam(params, 'height', 1, 2500);
  const resizeParam = params.get('resize');
  const resize = resizeParam === 'contain' || resizeParam === 'fill' ? resizeParam : 'cover';
  const quality = intParam(params, 'quality', 20, 100) ?? 80;
  const format = params.get('format');
  const target =
    format === 'avif' ? 'image/avif'
    : format === 'webp' ? 'image/webp'
    : format !== 'origin' && accept.includes('image/webp') ? 'image/webp'
    : mimetype in OUTPUT ? mimetype : 'image/jpeg';
  const key = `${cacheKey}|${width}|${height}|${resize}|${quality}|${target}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let pipeline = sharp(data, { failOn: 'error' }).rotate();
  if (width || height) pipeline = pipeline.resize({ width, height, fit: resize, withoutEnlargement: true });
  const out = OUTPUT[target] ?? 'jpeg';
  const bytes = new Uint8Array(await pipeline.toFormat(out, { quality }).toBuffer());
  const transformations = [width && `width:${width}`, height && `height:${height}`, `resizing_type:${resize}`, `quality:${quality}`]
    .filter(Boolean)
    .join(',');
  const rendered = { bytes, mimetype: target, transformations };
  cache.set(key, rendered);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rendered;
}
