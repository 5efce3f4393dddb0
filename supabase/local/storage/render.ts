import sharp, { type FormatEnum } from 'sharp';
import { storageErrors } from './errors.ts';

export interface Rendered {
  bytes: Uint8Array;
  mimetype: string;
  transformations: string;
}

const cache = new Map<string, Rendered>();
const CACHE_ENTRIES = 300;

/** Largest source image transformed (imgproxy's default max_src_resolution on hosted Storage). */
const MAX_SOURCE_PIXELS = 50_000_000;

/**
 * The source's size from its header, before anything is decoded: a small file can claim a size
 * whose decoding would take gigabytes of memory.
 */
async function checkSource(data: Uint8Array): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here, so sharp's own pixel limit need not guard it.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw storageErrors.undecodableImage();
  }
  if (!width || !height) throw storageErrors.undecodableImage();
  if (width * height > MAX_SOURCE_PIXELS) throw storageErrors.imageTooLarge(width, height, MAX_SOURCE_PIXELS);
}

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
  await checkSource(data);
  let pipeline = sharp(data, { failOn: 'error', limitInputPixels: MAX_SOURCE_PIXELS }).rotate();
  if (width || height) pipeline = pipeline.resize({ width, height, fit: resize, withoutEnlargement: true });
  const out = OUTPUT[target] ?? 'jpeg';
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await pipeline.toFormat(out, { quality }).toBuffer());
  } catch {
    // The header was readable but the pixel data is not (truncated or corrupt file).
    throw storageErrors.undecodableImage();
  }
  const transformations = [width && `width:${width}`, height && `height:${height}`, `resizing_type:${resize}`, `quality:${quality}`]
    .filter(Boolean)
    .join(',');
  const rendered = { bytes, mimetype: target, transformations };
  cache.set(key, rendered);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rendered;
}
