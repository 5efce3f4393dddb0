import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BODY_FONT_FILE } from '../vite/fontSubsets';

/** The body font's Latin file as the build names it: its name, then Vite's hash. */
const builtName = new RegExp(`^${path.basename(BODY_FONT_FILE, '.woff2')}-[\\w-]+\\.woff2$`);

/**
 * The preload of the body font for the data pages. Their early script paints cards, tiles and
 * captions long before a stylesheet's font request would bring Inter on a slow link, and a caption
 * that wraps differently in the local stand-in moves the tiles below it when Inter arrives (the
 * album page's layout shift with throttling applied, 0.0014). Fetched with the page, Inter is
 * there when they are painted. `crossorigin`: fonts are fetched in CORS mode, and a preload in
 * another mode would not be used.
 */
export function bodyFontPreloadTag(distDir: string): string {
  const file = readdirSync(path.join(distDir, 'assets')).find((name) => builtName.test(name));
  if (!file) throw new Error(`no body font file in ${distDir}/assets (${builtName})`);
  return `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin>`;
}
