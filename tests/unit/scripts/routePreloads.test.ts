import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_MODULE, ROUTE_MODULES } from '../../../scripts/build/bootModules';
import { deferredModulesTag, readBuildManifest } from '../../../scripts/build/routePreloads';
import { routePatterns } from '../../../src/lib/paths';

const root = mkdtempSync(path.join(tmpdir(), 'route-preloads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build manifest: the app imports its renderer and a helper (which imports a store), the page the app and its data layer. */
function manifest() {
  const sale = ROUTE_MODULES[routePatterns.sale] as string;
  const chunks = {
    [APP_MODULE]: { file: 'assets/start.js', imports: ['_client.js', '_helper.js'] },
    '_client.js': { file: 'assets/client.js' },
    '_helper.js': { file: 'assets/helper.js', imports: ['_store.js'] },
    '_store.js': { file: 'assets/store.js' },
    '_database.js': { file: 'assets/database.js', imports: ['_store.js'] },
    [sale]: { file: 'assets/SalePage.js', imports: [APP_MODULE, '_database.js'] },
  };
  mkdirSync(path.join(root, '.vite'), { recursive: true });
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(chunks));
  return readBuildManifest(root);
}

const named = (tag: string) => /content="([^"]*)"/.exec(tag)?.[1]?.split(' ');

describe("a prerendered page's deferred modules", () => {
  it('are listed dependencies first, each once, the page last: the app evaluates them in this order', () => {
    expect(named(deferredModulesTag(manifest(), routePatterns.sale, '<html></html>'))).toEqual([
      '/assets/client.js',
      '/assets/store.js',
      '/assets/helper.js',
      '/assets/start.js',
      '/assets/database.js',
      '/assets/SalePage.js',
    ]);
  });

  it('leave out what the page loads already', () => {
    const html = '<link rel="modulepreload" href="/assets/client.js">';
    expect(named(deferredModulesTag(manifest(), routePatterns.sale, html))).not.toContain('/assets/client.js');
  });
});
