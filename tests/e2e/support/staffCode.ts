import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from './fixtures';
import { OUT_DIR } from '../../../scripts/build/outDir';
import { STAFF_CHUNKS_FILE } from '../../../scripts/vite/staffChunks';
import { STATIC_CACHE } from '../../../src/lib/serviceWorkerProtocol';

/** Paths of the chunks only staff modules reach, as the build found them (scripts/vite/staffChunks.ts). */
export function staffChunkPaths(): Set<string> {
  const files = JSON.parse(readFileSync(path.join(OUT_DIR, STAFF_CHUNKS_FILE), 'utf8')) as string[];
  return new Set(files.map((file) => `/${file}`));
}

/** Paths of what the caches whose names start with `prefix` hold. */
export async function cachedPaths(page: Page, prefix: string): Promise<string[]> {
  const urls = await page.evaluate(async (wanted) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(wanted));
    const lists = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return lists.flat();
  }, prefix);
  return urls.map((url) => new URL(url).pathname);
}

export function staffChunks(paths: string[], staff: Set<string>): string[] {
  return [...new Set(paths.filter((pathname) => staff.has(pathname)))].sort();
}

/**
 * Waits until the page has loaded every staff chunk (the app fetches them once staff signed in and
 * the first view stands): without a service worker, staff who go offline before that have no editing.
 */
export async function staffCodeLoaded(page: Page): Promise<void> {
  const staff = staffChunkPaths();
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  await expect.poll(async () => staffChunks(await loaded(), staff), { timeout: 20_000 }).toEqual([...staff].sort());
}

/**
 * Waits until the worker has cached every staff chunk: staff who go offline right after their
 * first sign-in may be quicker than the worker's caching of what the page loaded.
 */
export async function staffCodeCached(page: Page): Promise<void> {
  const staff = staffChunkPaths();
  await expect.poll(async () => staffChunks(await cachedPaths(page, STATIC_CACHE), staff), { timeout: 20_000 }).toEqual([...staff].sort());
}
