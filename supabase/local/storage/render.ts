import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type FormatEnum } from 'sharp';
import { writeCacheFile } from '../cacheFile.ts';
import { snapshotCacheDir } from '../paths.ts';
import { storageErrors } from './errors.ts';

export interface Rendered {
  bytes: Uint8Array;
  mimetype: string;
  transformations: string;
}

const cache = new Map<string, Rendered>();
const CACHE_ENTRIES = 300;

/**
 * The demo content's renders, kept on disk like its artwork: every stack (each test worker has
 * one) and every run asks for the same sizes of the same pictures. Uploads are rendered afresh.
 */
const keptDir = join(snapshotCacheDir, 'renders');
const keptSources = new Set<string>();
const contentKey = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 32);

/** Keeps the renders of this picture (a seeded one) on disk. */
export function keepRendersOf(data: Uint8Array): void {
  keptSources.add(contentKey(data));
}

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
  const transformations = [width && `width:${width}`, height && `height:${height}`, `resizing_type:${resize}`, `quality:${quality}`]
    .filter(Boolean)
    .join(',');
  const transform: Transform = { width, height, resize, quality, target };
  const rendered = { bytes: await keptOrRendered(data, transform), mimetype: target, transformations };
  cache.set(key, rendered);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rendered;
}

export interface Transform {
  width: number | undefined;
  height: number | undefined;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  target: string;
}

/** Where a picture's render is kept, named by its content and the transformation. */
export function keptRenderFile(data: Uint8Array, { width = 0, height = 0, resize, quality, target }: Transform, source = contentKey(data)): string {
  return join(keptDir, `${source}-${width}x${height}-${resize}-${quality}.${target.split('/')[1]}`);
}

/** A kept picture's render from disk (rendered and stored the first time), any other's rendered. */
async function keptOrRendered(data: Uint8Array, transform: Transform): Promise<Uint8Array> {
  const source = keptSources.size > 0 ? contentKey(data) : '';
  if (!keptSources.has(source)) return render(data, transform);
  const file = keptRenderFile(data, transform, source);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Uint8Array(kept);
  const bytes = await render(data, transform);
  // A cache that cannot be written (a read-only checkout) only means rendering again next time.
  await writeCacheFile(file, bytes).catch(() => undefined);
  return bytes;
}

async function render(data: Uint8Array, { width, height, resize, quality, target }: Transform): Promise<Uint8Array> {
  await checkSource(data);
  let pipeline = sharp(data, { failOn: 'error', limitInputPixels: MAX_SOURCE_PIXELS }).rotate();
  if (width || height) pipeline = pipeline.resize({ width, height, fit: resize, withoutEnlargement: true });
  const out = OUTPUT[target] ?? 'jpeg';
  try {
    return new Uint8Array(await pipeline.toFormat(out, { quality }).toBuffer());
  } catch {
    // The header was readable but the pixel data is not (truncated or corrupt file).
    throw storageErrors.undecodableImage();
  }
}
