/**
 * Vite plugin: the app icons of the web app manifest, rendered at build time from one source
 * image (public/favicon.svg). "any" icons are the logo as drawn; maskable ones put it inside the
 * safe zone (the middle 80 %) on the logo's own background, so a launcher's mask never cuts it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export interface PwaIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export const PWA_ICON_SOURCE = 'public/favicon.svg';
/** The source's background colour: the maskable icons' bleed area. */
export const PWA_ICON_BACKGROUND = '#2B2622';
const SIZES = [192, 512] as const;

export const pwaIcons: PwaIcon[] = [
  ...SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' as const, purpose: 'any' as const })),
  ...SIZES.map((size) => ({ src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' as const, purpose: 'maskable' as const })),
];

/** iOS ignores the manifest's icons and reads this one. */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

async function render(svg: Buffer, size: number, purpose: 'any' | 'maskable'): Promise<Buffer> {
  if (purpose === 'any') return sharp(svg, { density: 384 }).resize(size, size).png().toBuffer();
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: PWA_ICON_BACKGROUND } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer();
}

export function pwaIconsPlugin(root = process.cwd()): Plugin {
  return {
    name: 'wichtrey-pwa-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(path.join(root, PWA_ICON_SOURCE));
      for (const icon of pwaIcons) {
        const size = Number(icon.sizes.split('x')[0]);
        this.emitFile({ type: 'asset', fileName: icon.src.slice(1), source: await render(svg, size, icon.purpose) });
      }
      this.emitFile({ type: 'asset', fileName: APPLE_TOUCH_ICON.slice(1), source: await render(svg, 180, 'maskable') });
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON }, injectTo: 'head' }],
  };
}
