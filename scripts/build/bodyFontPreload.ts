import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BODY_FONT_FILE } from '../vite/fontSubsets';

/** The body font's Latin file as the build names it: its name, then Vite's hash. */
const builtName = new RegExp(`^${path.basename(BODY_FONT_FILE, '.woff2')}-[\\w-]+\\.woff2$`);

/**
 * The preload of the body font for every page but / (which opens on its hero image and heading).
 * The local stand-in has Inter's metrics but not its widths, so lines wrap differently until Inter
 * arrives. On the data pages the early script paints cards, tiles and captions long before a
 * stylesheet's font request would bring Inter on a slow link, and a caption that wraps differently
 * moved the tiles below it (the album page's layout shift with throttling applied, 0.0014). On the
 * legal pages, long running text, the lists above a section took 25-51 px more each in the
 * stand-in: a link to `/agb#haftung` landed on the section, then Inter arrived after the load and
 * moved it 281 px up, under the top bar (the browser keeps a link's section in view only until the
 * load). Fetched with the page, Inter is there for the first layout. `crossorigin`: fonts are
 * fetched in CORS mode, and a preload in another mode would not be used.
 */
export function bodyFontPreloadTag(distDir: string): string {
  const file = readdirSync(path.join(distDir, 'assets')).find((name) => builtName.test(name));
  if (!file) throw new Error(`no body font file in ${distDir}/assets (${builtName})`);
  return `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin>`;
}
