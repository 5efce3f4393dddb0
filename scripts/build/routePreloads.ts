import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APP_MODULES_META } from '../../src/app/appModules';
import { APP_MODULE, ROUTE_MODULES } from './bootModules';

/** One chunk of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export function readBuildManifest(outDir: string): Manifest {
  const file = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`the build manifest ${file} is missing (build.manifest in vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest is only for the build: it is not served. */
export function removeBuildManifest(outDir: string): void {
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
}

/**
 * The route chunk and the chunks it imports statically (its dynamic imports load on demand),
 * dependencies first: the app evaluates them in this order (src/app/appModules.ts).
 */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen)), chunk.file];
}

/**
 * The app's chunks and the route's own that `html` does not preload or load already: without a
 * hint the browser learns of them one import after another.
 */
function pageModuleFiles(manifest: Manifest, route: string, html: string): string[] {
  if (!manifest[APP_MODULE]) throw new Error(`the build manifest lacks ${APP_MODULE}`);
  const routeModule = ROUTE_MODULES[route];
  const files = [...chunkFiles(manifest, APP_MODULE), ...(routeModule ? chunkFiles(manifest, routeModule) : [])];
  return [...new Set(files)].filter((file) => !html.includes(`/${file}"`));
}

/**
 * `<link rel="modulepreload">` tags for the app shell's modules (the app and the page the worker
 * most serves from it offline, an album), so they download with the HTML: the shell shows nothing
 * without them.
 */
export function appShellPreloadTags(manifest: Manifest, html: string): string {
  return pageModuleFiles(manifest, '*', html)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

/**
 * For a prerendered page: the same modules named, not preloaded, so they download after its first
 * view is on screen (src/lib/firstView.ts, src/app/appModules.ts), not beside its images and fonts.
 */
export function deferredModulesTag(manifest: Manifest, route: string, html: string): string {
  return `<meta name="${APP_MODULES_META}" content="${pageModuleFiles(manifest, route, html).map((file) => `/${file}`).join(' ')}">`;
}
