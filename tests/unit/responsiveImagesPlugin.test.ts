import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build, createServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responsiveImages } from '../../scripts/vite/responsiveImages';
import type { ResponsiveImageData } from '../../src/ui/imageVariants';

let root: string;
let summaries: { encoded: number; cacheHits: number; variants: number }[];

async function writeImage(relative: string, width: number, height: number) {
  const file = path.join(root, 'public', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await sharp({ create: { width, height, channels: 3, background: '#C3AB8B' } }).jpeg().toBuffer());
}

function plugin() {
  return responsiveImages({
    cacheDir: path.join(root, 'cache'),
    widths: [80, 160],
    preload: [{ key: 'uploads/hero/hero', sizes: '100vw' }],
    onBuildEnd: (summary) => summaries.push(summary),
  });
}

async function runBuild() {
  await build({ root, configFile: false, logLevel: 'silent', plugins: [plugin()], build: { outDir: 'dist', emptyOutDir: true } });
  const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
  const assets = readdirSync(path.join(root, 'dist/assets'));
  const script = assets.find((name) => name.endsWith('.js'))!;
  const code = readFileSync(path.join(root, 'dist/assets', script), 'utf8');
  return { html, images: imagesOf(code), variants: readdirSync(path.join(root, 'dist/assets/img')) };
}

/** What the built page's `main.js` (below) finds in the virtual module: it writes it to the body. */
function imagesOf(code: string): Record<string, ResponsiveImageData> {
  const body = { dataset: {} as Record<string, string> };
  const document = { body, createElement: () => ({ relList: { supports: () => true } }), querySelectorAll: () => [] };
  new Function('document', code)(document);
  return JSON.parse(body.dataset.images!) as Record<string, ResponsiveImageData>;
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'responsive-images-plugin-'));
  summaries = [];
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>');
  writeFileSync(path.join(root, 'main.js'), "import { images } from 'virtual:responsive-images';\ndocument.body.dataset.images = JSON.stringify(images);\n");
  await writeImage('uploads/hero/hero.jpg', 240, 135);
  await writeImage('uploads/impressionen/6.jpg', 120, 60);
  mkdirSync(path.join(root, 'public/uploads/brands'), { recursive: true });
  writeFileSync(path.join(root, 'public/uploads/brands/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('responsiveImages plugin', () => {
  it('emits hashed variants as assets, exposes them in the virtual module and preloads the hero', async () => {
    const { html, images, variants } = await runBuild();
    expect(variants.sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^hero-hero-80\.[0-9a-f]{10}\.avif$/), expect.stringMatching(/^impressionen-6-120\.[0-9a-f]{10}\.webp$/)]),
    );
    // hero: 80, 160 (capped, no 240 candidate); impressionen/6: 80, 120 (source width) — each as AVIF and WebP.
    expect(variants).toHaveLength(8);
    const impression = images['uploads/impressionen/6']!;
    expect(impression).toMatchObject({ width: 120, height: 60, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(impression.webp).toMatch(/^\/assets\/img\/impressionen-6-80\.([0-9a-f]{10})\.webp 80w, \/assets\/img\/impressionen-6-120\.\1\.webp 120w$/);
    expect(impression.avif).toBe(impression.webp.replaceAll('.webp', '.avif'));
    expect(impression.fallback).toBe(impression.webp.split(', ')[1]!.split(' ')[0]);
    // Every URL the module names is a file the build wrote.
    const named = Object.values(images).flatMap((image) => [image.avif, image.webp].flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0]!)));
    expect(named.map((url) => url.replace('/assets/img/', '')).sort()).toEqual([...variants].sort());
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/assets\/img\/hero-hero-80\.[0-9a-f]{10}\.avif 80w, \/assets\/img\/hero-hero-160\.[0-9a-f]{10}\.avif 160w" imagesizes="100vw" fetchpriority="high">/);
    // SVG logos are not converted and are copied as they are.
    expect(existsSync(path.join(root, 'dist/uploads/brands/logo.svg'))).toBe(true);
    expect(variants.some((name) => name.includes('logo'))).toBe(false);
  });

  it('rebuilds from the cache and picks up a newly dropped image', async () => {
    await runBuild();
    expect(summaries[0]).toMatchObject({ encoded: 8, cacheHits: 0 });
    await writeImage('uploads/impressionen/12.jpg', 200, 100);
    const { images, variants } = await runBuild();
    expect(summaries[1]).toMatchObject({ encoded: 4, cacheHits: 8, variants: 12 });
    expect(images['uploads/impressionen/12']).toMatchObject({ width: 200, height: 100 });
    expect(variants.filter((name) => name.startsWith('impressionen-12-'))).toHaveLength(4);
  });

  it('serves the variants from the dev server', async () => {
    const server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [plugin()], server: { port: 0, hmr: false, watch: null } });
    try {
      await server.listen();
      const { images } = (await server.ssrLoadModule('virtual:responsive-images')) as { images: Record<string, { avif: string; width: number }> };
      expect(images['uploads/hero/hero']!.width).toBe(240);
      const url = images['uploads/hero/hero']!.avif.split(' ')[0]!;
      const response = await fetch(new URL(url, server.resolvedUrls!.local[0]));
      expect(response.headers.get('content-type')).toBe('image/avif');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['heif', 80]);
    } finally {
      await server.close();
    }
  });
});
