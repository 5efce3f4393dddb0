import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeCacheFile } from '../../../scripts/vite/cacheFile';

const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("the build's cache takes a file into a folder it makes, replaces it whole, and leaves no temporary file", () => {
  const file = path.join(dir, 'fonts', 'inter.woff2');
  writeCacheFile(file, new Uint8Array([1, 2, 3]));
  writeCacheFile(file, new Uint8Array([4, 5]));
  expect([...readFileSync(file)]).toEqual([4, 5]);
  expect(readdirSync(path.dirname(file))).toEqual(['inter.woff2']);
});
