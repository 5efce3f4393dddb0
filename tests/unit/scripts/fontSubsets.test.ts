import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { afterAll, describe, expect, it } from 'vitest';
import { FONT_SUBSETS, LATIN_RANGES, subsetFile, withSubset } from '../../../scripts/vite/fontSubsets';

const require = createRequire(import.meta.url);
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'font-subsets-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const sources = {
  'inter-latin-wght-normal.woff2': require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  'cormorant-garamond-latin-500-normal.woff2': require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2'),
  'cormorant-garamond-latin-600-normal.woff2': require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2'),
} as Record<string, string>;

async function faceOf(file: string): Promise<hb.Face> {
  return new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(file), 'truetype')));
}

const inLatin = (codePoint: number) => LATIN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

describe('the web fonts, cut to what the site uses', () => {
  for (const subset of FONT_SUBSETS) {
    it(`${subset.file}: every character of its subset stays, with the features text needs; the file is smaller`, async () => {
      const source = sources[subset.file]!;
      const cut = await subsetFile(source, subset, cacheDir);
      const [original, subsetted] = [await faceOf(source), await faceOf(cut)];
      const kept = new Set(subsetted.collectUnicodes());
      const lost = [...original.collectUnicodes()].filter((codePoint) => inLatin(codePoint) && !kept.has(codePoint));
      expect(lost.map((codePoint) => codePoint.toString(16))).toEqual([]);
      for (const character of 'äöüÄÖÜß€„“–…×') expect(kept.has(character.codePointAt(0)!)).toBe(true);
      // Kerning, and the features the browser applies by itself, where the font has them.
      for (const [table, tags] of [['GPOS', ['kern', 'mark']], ['GSUB', ['calt', 'ccmp', 'liga', 'tnum']]] as const) {
        const had = original.getTableFeatureTags(table).filter((tag) => (tags as readonly string[]).includes(tag));
        expect(subsetted.getTableFeatureTags(table)).toEqual(expect.arrayContaining(had));
      }
      expect(subsetted.getTableFeatureTags('GSUB')).not.toContain('frac');
      expect(statSync(cut).size).toBeLessThan(statSync(source).size * 0.8);
      if (subset.weights) expect(subsetted.getAxisInfos().wght).toMatchObject({ min: subset.weights.min, max: subset.weights.max });
    });
  }

  it('a second build takes the subset from the cache', async () => {
    const subset = FONT_SUBSETS[1]!;
    const first = await subsetFile(sources[subset.file]!, subset, cacheDir);
    const modified = statSync(first).mtimeMs;
    expect(await subsetFile(sources[subset.file]!, subset, cacheDir)).toBe(first);
    expect(statSync(first).mtimeMs).toBe(modified);
  });
});

describe("the stylesheet's rule names the subset", () => {
  const inter = FONT_SUBSETS[0]!;
  const css = [
    "@font-face {\n  font-family: 'Inter Variable';\n  font-weight: 100 900;\n  src: url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations');\n}",
    "@font-face {\n  font-family: 'Inter Variable';\n  font-weight: 100 900;\n  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');\n}",
  ].join('\n');

  it('only in the rule of its file, with the weight range narrowed to what the subset holds', () => {
    const [ext, latin] = withSubset(css, inter, '../../.cache/font-subsets/inter.woff2').split('\n@font-face');
    expect(ext).toContain('url(./files/inter-latin-ext-wght-normal.woff2)');
    expect(ext).toContain('font-weight: 100 900;');
    expect(latin).toContain('url(../../.cache/font-subsets/inter.woff2)');
    expect(latin).toContain('font-weight: 400 700;');
  });

  it('a stylesheet that no longer names the file stops the build', () => {
    expect(() => withSubset(css.replaceAll('inter-latin-wght', 'inter-latin-wght-v5'), inter, 'x.woff2')).toThrow(/no longer names inter-latin-wght-normal\.woff2/);
  });
});
