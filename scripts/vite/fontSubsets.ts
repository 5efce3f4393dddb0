import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { writeCacheFile } from './cacheFile.ts';

/*
 * The web fonts every page loads, cut down at build time to what the site uses. Fontsource ships
 * each font with all its OpenType features (stylistic sets, alternates, fractions …) and Inter
 * with its whole weight axis (100-900); a data page downloads those 95 KB beside its first image,
 * on a slow phone link the largest part of what that image waits for. Kept: every character of
 * the file's subset (its `unicode-range` is unchanged), the features the browser applies by
 * itself plus `tnum`, which the album cards' counts ask for, and the weights in use. Subsets are
 * cached by content in .cache/font-subsets.
 */

/** One font file of a Fontsource stylesheet and how it is cut. */
export interface FontSubset {
  /** The stylesheet that declares the file (a path ending). */
  stylesheet: RegExp;
  /** The file as the stylesheet names it. */
  file: string;
  /** The weight axis' range kept (variable fonts): the stylesheet's rule is narrowed to it. */
  weights?: { min: number; max: number };
}

/** Features browsers apply by themselves to Latin text, and those the styles ask for. */
export const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];

/** Every code point of Fontsource's `latin` subset, the one German text needs. */
export const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da], [0x02dc, 0x02dc],
  [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191],
  [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

/** Inter's Latin file, the body text's: every page but / preloads it (scripts/build/bodyFontPreload.ts). */
export const BODY_FONT_FILE = 'inter-latin-wght-normal.woff2';

export const FONT_SUBSETS: FontSubset[] = [
  // Text is set from 400 to 700 (`bolder` inside body text is 700 too).
  { stylesheet: /@fontsource-variable[\\/]inter[\\/]wght\.css$/, file: BODY_FONT_FILE, weights: { min: 400, max: 700 } },
  { stylesheet: /@fontsource[\\/]cormorant-garamond[\\/]latin-500\.css$/, file: 'cormorant-garamond-latin-500-normal.woff2' },
  { stylesheet: /@fontsource[\\/]cormorant-garamond[\\/]latin-600\.css$/, file: 'cormorant-garamond-latin-600-normal.woff2' },
];

const latinText = (): string => LATIN_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** The subset of `source` as `subset` describes it, from the cache when it was made before. */
export async function subsetFile(source: string, subset: FontSubset, cacheDir: string): Promise<string> {
  const original = readFileSync(source);
  const options = { targetFormat: 'woff2' as const, keepFeatures: KEPT_FEATURES, ...(subset.weights ? { variationAxes: { wght: subset.weights } } : {}) };
  const key = createHash('sha256').update(original).update(JSON.stringify([options, LATIN_RANGES])).digest('hex').slice(0, 16);
  // The file keeps its name: it is the asset's name in the build.
  const target = path.join(cacheDir, key, subset.file);
  if (existsSync(target)) return target;
  const cut = await subsetFont(original, latinText(), options);
  writeCacheFile(target, cut);
  return target;
}

/** The stylesheet's text with the subset in place of `subset.file`, its weight range narrowed. */
export function withSubset(css: string, subset: FontSubset, relativeUrl: string): string {
  const reference = `url(./files/${subset.file})`;
  if (!css.includes(reference)) throw new Error(`the stylesheet no longer names ${subset.file}: check scripts/vite/fontSubsets.ts`);
  return css.replace(/@font-face\s*{[^}]*}/g, (rule) => {
    if (!rule.includes(reference)) return rule;
    const moved = rule.replace(reference, `url(${relativeUrl})`);
    return subset.weights ? moved.replace(/font-weight:[^;]*;/, `font-weight: ${subset.weights.min} ${subset.weights.max};`) : moved;
  });
}

export function fontSubsets(): Plugin {
  let cacheDir = '';
  return {
    name: 'wichtrey-font-subsets',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = path.join(config.root, '.cache/font-subsets');
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const subset = FONT_SUBSETS.find((candidate) => candidate.stylesheet.test(file));
      if (!subset) return null;
      const cut = await subsetFile(path.join(path.dirname(file), 'files', subset.file), subset, cacheDir);
      return { code: withSubset(code, subset, path.relative(path.dirname(file), cut).split(path.sep).join('/')), map: null };
    },
  };
}
