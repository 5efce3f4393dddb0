/**
 * Writes a static HTML page per indexable route into dist/ (text visible before any script runs),
 * the 404 screen as dist/404.html for every path that is no page, keeps the untouched shell as
 * dist/app-shell.html for the pages of this device (and the worker's fallback offline), the album
 * page's loading state as dist/album-shell.html for every album address, and adds robots.txt and
 * sitemap.xml.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { OUT_DIR as DIST } from './outDir';
import { appShellPreloadTags, deferredModulesTag, readBuildManifest, removeBuildManifest } from './routePreloads';
import { asDataPage, EARLY_DATA_SCRIPT, EARLY_PAINTERS } from '../vite/earlyScript';
import { bodyFontPreloadTag } from './bodyFontPreload';
import { routePatterns } from '../../src/lib/paths';
import { ALBUM_SHELL_FILE, APP_SHELL_FILE, NOT_FOUND_FILE } from './shellFiles';

/** Any path that is no page: the 404 screen does not show it. */
const NOT_FOUND_TEMPLATE_PATH = '/seite-nicht-gefunden';

/** Any UUID: the album page's loading state does not show its id. */
const ALBUM_TEMPLATE_ID = '00000000-0000-4000-8000-000000000000';

const SSR_OUT = path.resolve(`node_modules/.cache/prerender-${process.pid}`);

interface ServerEntry {
  renderRoute(pathname: string): Promise<string>;
  headTags(pathname: string): string;
  jsonLdScript(data: unknown): string;
  localBusinessJsonLd(): unknown;
  indexablePaths: string[];
  siteUrl: string;
}

function buildServerEntry(): void {
  const result = spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', SSR_OUT, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('server-side build for the prerender failed');
}

/** The hero is only on the home page; other pages must not spend bandwidth preloading it. */
function withoutImagePreload(html: string): string {
  return html.replace(/\s*<link rel="preload" as="image"[^>]*>/g, '');
}

/** Replaces the shell's default title and description with the route's own head tags. */
function pageHtml(shell: string, entry: ServerEntry, pathname: string, body: string, preloads: string): string {
  const head = [preloads, entry.headTags(pathname), pathname === '/' ? entry.jsonLdScript(entry.localBusinessJsonLd()) : '']
    .filter(Boolean)
    .join('\n    ');
  return shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

function sitemap(siteUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${new URL(p, siteUrl).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export async function prerender(): Promise<void> {
  buildServerEntry();
  const entry = (await import(pathToFileURL(path.join(SSR_OUT, 'entry-server.js')).href)) as ServerEntry;
  const shell = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const manifest = readBuildManifest(DIST);
  const appShell = withoutImagePreload(shell);
  // Inline in the data pages (asDataPage); no page loads the file.
  const earlyDataFile = path.join(DIST, EARLY_DATA_SCRIPT);
  const earlyDataCode = readFileSync(earlyDataFile, 'utf8');
  const withHead = (html: string, tags: string) => html.replace('</head>', `  ${tags}\n  </head>`);
  // Every page but / opens on body text: its body font comes with the page (bodyFontPreload.ts).
  const fontPreload = bodyFontPreloadTag(DIST);
  writeFileSync(path.join(DIST, APP_SHELL_FILE), withHead(appShell, appShellPreloadTags(manifest, appShell)));
  // Every album's page: the album page loading (any album id renders the same), the shell's head.
  const albumBody = await entry.renderRoute(routePatterns.album.replace(':albumId', ALBUM_TEMPLATE_ID));
  const albumShell = withHead(asDataPage(appShell, EARLY_PAINTERS[routePatterns.album] as string, earlyDataCode), fontPreload);
  writeFileSync(path.join(DIST, ALBUM_SHELL_FILE), withHead(albumShell, deferredModulesTag(manifest, '*', albumShell)).replace('<div id="root"></div>', `<div id="root">${albumBody}</div>`));

  // The 404 screen opens on text, as the legal pages do; the app then hydrates it.
  const notFound = withHead(appShell, fontPreload);
  const notFoundBody = await entry.renderRoute(NOT_FOUND_TEMPLATE_PATH);
  writeFileSync(path.join(DIST, NOT_FOUND_FILE), pageHtml(notFound, entry, NOT_FOUND_TEMPLATE_PATH, notFoundBody, deferredModulesTag(manifest, NOT_FOUND_TEMPLATE_PATH, notFound)));

  for (const pathname of entry.indexablePaths) {
    const painter = EARLY_PAINTERS[pathname];
    // / keeps the hero image's preload and opens on it; every other page opens on text.
    const home = pathname === '/';
    const plain = home ? shell : withoutImagePreload(shell);
    const withData = painter ? asDataPage(plain, painter, earlyDataCode) : plain;
    const page = home ? withData : withHead(withData, fontPreload);
    // Prerendered pages load the app after their first view is on screen (src/lib/firstView.ts).
    const html = pageHtml(page, entry, pathname, await entry.renderRoute(pathname), deferredModulesTag(manifest, pathname, page));
    const dir = path.join(DIST, pathname);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
  }

  const siteUrl = new URL(entry.siteUrl).origin;
  writeFileSync(path.join(DIST, 'sitemap.xml'), sitemap(siteUrl, entry.indexablePaths));
  writeFileSync(path.join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  rmSync(SSR_OUT, { recursive: true, force: true });
  removeBuildManifest(DIST);
  rmSync(earlyDataFile);
}
