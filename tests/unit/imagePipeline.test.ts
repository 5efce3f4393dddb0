import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImagePipeline, variantWidths, type SourceImage } from '../../scripts/vite/imagePipeline';

let root: string;

/** sharp's dominant colour is the centre of a 16-level bin, so compare per channel within 16. */
function expectColourNear(actual: string, expected: string) {
  const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const [a, e] = [channels(actual), channels(expected)];
  expect(actual).toMatch(/^#[0-9a-f]{6}$/);
  a.forEach((value, index) => expect(Math.abs(value - e[index]!)).toBeLessThanOrEqual(16));
}

async function writeImage(relative: string, width: number, height: number, background = '#8C4F2F') {
  const file = path.join(root, 'public', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background } });
  writeFileSync(file, await (relative.endsWith('.png') ? image.png() : image.jpeg()).toBuffer());
}

function pipeline() {
  return new ImagePipeline({ publicDir: path.join(root, 'public'), cacheDir: path.join(root, 'cache'), widths: [100, 200, 400], concurrency: 2 });
}

async function encodeAll(images: SourceImage[], target = pipeline()) {
  const out = new Map<string, Buffer>();
  await target.encodeAll(images, (variant, data) => out.set(variant.fileName, data));
  return out;
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'responsive-images-'));
  await writeImage('uploads/rooms/wide.png', 300, 150);
  await writeImage('uploads/rooms/6.jpg', 500, 250, '#FAF7F2');
  await writeImage('uploads/team/anna.jpg', 120, 120);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('variantWidths', () => {
  it('caps the widths at the source and never upscales', () => {
    expect(variantWidths(1920, [320, 640, 960, 1280, 1920])).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(2400, [320, 640, 960, 1280, 1920])).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(900, [320, 640, 960, 1280, 1920])).toEqual([320, 640, 900]);
    expect(variantWidths(384, [192, 384, 640, 960])).toEqual([192, 384]);
    expect(variantWidths(80, [320, 640])).toEqual([80]);
  });
});

describe('ImagePipeline', () => {
  it('finds every raster image, keyed by its path under public without extension', async () => {
    const images = await pipeline().scan();
    expect(images.map((image) => image.key)).toEqual(['uploads/rooms/6', 'uploads/rooms/wide', 'uploads/team/anna']);
    const wide = images.find((image) => image.key === 'uploads/rooms/wide')!;
    expect([wide.width, wide.height]).toEqual([300, 150]);
    expectColourNear(wide.color, '#8c4f2f');
  });

  it('plans AVIF and WebP at the configured widths, capped at the source width, with team portraits at 192/384', async () => {
    const images = await pipeline().scan();
    const widthsOf = (key: string, format: string) =>
      images.find((image) => image.key === key)!.variants.filter((variant) => variant.format === format).map((variant) => variant.width);
    expect(widthsOf('uploads/rooms/wide', 'avif')).toEqual([100, 200, 300]);
    expect(widthsOf('uploads/rooms/wide', 'webp')).toEqual([100, 200, 300]);
    expect(widthsOf('uploads/rooms/6', 'webp')).toEqual([100, 200, 400]);
    // The team rule (192, 384, …) wins over the general widths; a 120 px source stays 120 px.
    expect(widthsOf('uploads/team/anna', 'webp')).toEqual([120]);
    const variant = images[1]!.variants[0]!;
    expect(variant.fileName).toMatch(/^assets\/img\/rooms-wide-100\.[0-9a-f]{10}\.avif$/);
    expect(variant.height).toBe(50);
  });

  it('encodes valid AVIF and WebP files of the planned sizes', async () => {
    const images = await pipeline().scan();
    const encoded = await encodeAll(images);
    expect(encoded.size).toBe(14);
    for (const variant of images.flatMap((image) => image.variants)) {
      const meta = await sharp(encoded.get(variant.fileName)!).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      if (variant.format === 'avif') expect(meta.compression).toBe('av1');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('reuses the cache on the next run instead of encoding again', async () => {
    const first = pipeline();
    await encodeAll(await first.scan(), first);
    expect(first.stats).toEqual({ encoded: 14, cacheHits: 0 });
    const second = pipeline();
    const again = await encodeAll(await second.scan(), second);
    expect(second.stats).toEqual({ encoded: 0, cacheHits: 14 });
    expect(again.size).toBe(14);
  });

  it('picks up a newly added image and encodes only that one', async () => {
    const first = pipeline();
    await encodeAll(await first.scan(), first);
    await writeImage('uploads/rooms/neu.webp', 220, 110, '#8A9A7B');
    const second = pipeline();
    const images = await second.scan();
    expect(images.map((image) => image.key)).toContain('uploads/rooms/neu');
    await encodeAll(images, second);
    expect(second.stats).toEqual({ encoded: 4, cacheHits: 14 });
  });

  it('names every variant apart, and new encoder settings give new names', async () => {
    const names = (images: SourceImage[]) => images.flatMap((image) => image.variants.map((variant) => variant.fileName));
    const before = names(await pipeline().scan());
    expect(new Set(before).size).toBe(before.length);
    const lighter = new ImagePipeline({ publicDir: path.join(root, 'public'), cacheDir: path.join(root, 'cache'), widths: [100, 200, 400], webp: { quality: 60, effort: 4 } });
    const after = names(await lighter.scan());
    expect(after.filter((name) => name.endsWith('.webp') && before.includes(name))).toEqual([]);
  });

  it('gives a changed source new file names', async () => {
    const before = (await pipeline().scan()).find((image) => image.key === 'uploads/rooms/wide')!;
    await writeImage('uploads/rooms/wide.png', 300, 150, '#2B2622');
    const after = (await pipeline().scan()).find((image) => image.key === 'uploads/rooms/wide')!;
    expect(after.variants[0]!.fileName).not.toBe(before.variants[0]!.fileName);
    expectColourNear(after.color, '#2b2622');
  });
});
