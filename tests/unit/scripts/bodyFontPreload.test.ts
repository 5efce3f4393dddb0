import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyFontPreloadTag } from '../../../scripts/build/bodyFontPreload';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function buildWith(...files: string[]): string {
  dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const file of files) writeFileSync(path.join(dist, 'assets', file), '');
  return dist;
}

describe("the pages' preload of the body font", () => {
  it('names the Latin file of Inter the build wrote, fetched as the stylesheet fetches it (CORS)', () => {
    const tag = bodyFontPreloadTag(buildWith('inter-latin-ext-wght-normal-DO1Apj_S.woff2', 'inter-latin-wght-normal-Br_AvF5G.woff2', 'cormorant-garamond-latin-600-normal-CS3GKl-g.woff2'));
    expect(tag).toBe('<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-Br_AvF5G.woff2" crossorigin>');
  });

  it('stops the build when the file is not there (a renamed font would otherwise go unnoticed)', () => {
    expect(() => bodyFontPreloadTag(buildWith('inter-latin-ext-wght-normal-DO1Apj_S.woff2'))).toThrow(/no body font file/);
  });
});
