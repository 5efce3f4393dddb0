import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { BACKEND_META_NAME } from '../../src/data/backendConfig';
import { albumIdOf, isPagePath } from '../../src/lib/paths';
import { ALBUM_SHELL_FILE, APP_SHELL_FILE, NOT_FOUND_FILE } from '../build/shellFiles';
import { cacheControlFor } from './cachePolicy';
import { contentTypeFor } from './contentTypes';
import { buildInlineScriptHashes } from './inlineScripts';
import { EVERY_RESPONSE_HEADERS, isDocumentLike, securityHeaders } from './securityHeaders';

export interface StaticServerOptions {
  /** Folder with the production build (its files are indexed once: the build must be there). */
  root: string;
  /** Origins the page may contact besides itself (the Supabase URL). */
  backendOrigins?: readonly string[];
  /** Points the served app at this backend (a `<meta>` in every HTML page; see src/data/backendConfig.ts). */
  backend?: { url: string; anonKey: string };
}

interface Page {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/** What the server reads of a build once, until the build changes. */
interface Build {
  stamp: string;
  files: ReturnType<typeof sirv>;
  /** Pages as sent: their HTML with the backend's meta, compressed (see `page`). */
  pages: Map<string, Page>;
  security: Record<string, string>;
  shellFile: string;
  albumShellFile: string;
  notFoundFile: string;
}

/**
 * Changes whenever files come or go in the build's top folder or its assets (a rebuild empties both
 * and ends by adding the compressed copies), so the server never answers from a build that is gone.
 */
function buildStamp(rootDir: string): string {
  return [rootDir, path.join(rootDir, 'assets')].map((dir) => statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
}

function readBuild(rootDir: string, backendOrigins: readonly string[]): Build {
  const stamp = buildStamp(rootDir);
  let inlineHashes: string[] = [];
  try {
    inlineHashes = buildInlineScriptHashes(rootDir);
  } catch {
    // A build half written (or none yet): read again once its files are there, which changes the stamp.
  }
  const files = sirv(rootDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(isDocumentLike(pathname) ? security : EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('Content-Type', contentTypeFor(pathname));
    },
  });
  const security = securityHeaders(backendOrigins, inlineHashes);
  const appShell = path.join(rootDir, APP_SHELL_FILE);
  return {
    stamp,
    files,
    pages: new Map(),
    security,
    shellFile: existsSync(appShell) ? appShell : path.join(rootDir, 'index.html'),
    albumShellFile: path.join(rootDir, ALBUM_SHELL_FILE),
    notFoundFile: path.join(rootDir, NOT_FOUND_FILE),
  };
}

/**
 * Serves the production build. Files go through sirv (with the build's precompressed `.br` and
 * `.gz` copies, see scripts/build/precompress.ts); pages are answered here, because each carries
 * the backend's address: a prerendered `route/index.html` when the build has one, else the app
 * shell. Headers come from the same rules the build writes into `_headers` for static hosts.
 */
export function createStaticServer({ root, backendOrigins = [], backend }: StaticServerOptions): Server {
  const rootDir = path.resolve(root);
  let build = readBuild(rootDir, backendOrigins);

  /** The build as it is now: `npm run build` beside a running server replaces it underneath. */
  function current(): Build {
    const stamp = buildStamp(rootDir);
    if (stamp !== build.stamp) build = readBuild(rootDir, backendOrigins);
    return build;
  }

  // The meta names the backend; the preconnect opens its connection while the scripts load, so
  // the first data request of /sale and /galerie does not wait for DNS, TCP and TLS.
  const backendMeta = backend
    ? `<meta name="${BACKEND_META_NAME}" content="${JSON.stringify(backend).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />\n` +
      `  <link rel="preconnect" href="${new URL(backend.url).origin}" crossorigin />`
    : '';

  async function page(file: string): Promise<Page> {
    const { pages } = build;
    let entry = pages.get(file);
    if (!entry) {
      const html = (await readFile(file)).toString('utf8');
      // First in the head: the early script (async, may run before the parser reaches the end of
      // the head) reads the backend from it.
      const body = Buffer.from(backendMeta ? html.replace('<head>', `<head>\n    ${backendMeta}`) : html);
      entry = { body, br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(body, { level: 9 }) };
      pages.set(file, entry);
    }
    return entry;
  }

  /** The HTML file of a page path: its prerendered page, the 404 page for a path that is none, or the app shell. */
  function pageFile(urlPath: string, status: number): string {
    const { shellFile, albumShellFile, notFoundFile } = build;
    if (status === 404 && existsSync(notFoundFile)) return notFoundFile;
    const prerendered = path.join(rootDir, urlPath, 'index.html');
    const inside = prerendered.startsWith(rootDir + path.sep);
    if (inside && existsSync(prerendered)) return prerendered;
    // Any album id: one that is no UUID names no album, which the album page's early script says at once.
    return albumIdOf(urlPath) !== null && existsSync(albumShellFile) ? albumShellFile : shellFile;
  }

  /** A route of the site, or an HTML file of the build (a prerendered page, '/app-shell.html' the worker precaches). */
  function isKnownPage(urlPath: string): boolean {
    const file = path.join(rootDir, urlPath.endsWith('.html') ? urlPath : path.join(urlPath, 'index.html'));
    return isPagePath(urlPath) || (file.startsWith(rootDir + path.sep) && existsSync(file));
  }

  async function sendPage(req: IncomingMessage, res: ServerResponse, urlPath: string, status: number) {
    const { security } = build;
    const { body, br, gzip } = await page(pageFile(urlPath, status));
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const sent = encoding === 'br' ? br : encoding === 'gzip' ? gzip : body;
    res.writeHead(status, {
      ...security,
      'Content-Type': contentTypeFor('.html'),
      'Cache-Control': cacheControlFor(urlPath),
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(sent.length),
    });
    res.end(req.method === 'HEAD' ? undefined : sent);
  }

  /** No page of the build: pageFile gives the app shell for it. */
  const MALFORMED_PAGE = '/400';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const raw = new URL(req.url ?? '/', 'http://localhost').pathname;
    let urlPath: string | null;
    try {
      urlPath = decodeURIComponent(raw);
    } catch {
      urlPath = null;
    }
    if (urlPath === null || urlPath.includes('\0')) {
      // A page's address mistyped or cut off ('/galerie/%E0%A4%A'): the site with its error screen, in German, not a bare English line.
      return !path.extname(raw) || raw.endsWith('.html') ? sendPage(req, res, MALFORMED_PAGE, 400) : plain(res, 400, 'Bad Request');
    }
    const { files } = current();
    // Paths without a file extension (and .html) are pages; everything else is a file or a 404:
    // answering a missing asset with HTML would hide a broken deploy.
    const isPage = !path.extname(urlPath) || urlPath.endsWith('.html');
    // A path that is no page gets the shell (the app shows its 404 screen) with the status to match.
    if (isPage && !urlPath.startsWith('/assets/')) return sendPage(req, res, urlPath.replace(/\/index\.html$|\.html$/, ''), isKnownPage(urlPath) ? 200 : 404);
    // sirv streams the file it indexed; one deleted since (a rebuild under way) must not end the process.
    res.once('pipe', (file: Readable) => file.once('error', (error) => failed(res, error)));
    files(req, res, () => plain(res, 404, 'Not Found', { 'Cache-Control': 'no-cache' }));
  }

  /**
   * A request Node's parser refuses never reaches `handle`. An address longer than its header limit
   * (16 KB) gets the site with status 431, whose 404 screen says in German that the page is not
   * there (Node's own answer was an empty page); the rest what Node answers itself, in plain text:
   * 408 for a request that took too long, 400 for anything malformed.
   */
  async function refuse(error: NodeJS.ErrnoException, socket: Duplex) {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLong ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    const body = tooLong ? (await page(current().shellFile)).body : Buffer.from(status.slice(4));
    const headers = {
      ...(tooLong ? current().security : EVERY_RESPONSE_HEADERS),
      'Content-Type': tooLong ? contentTypeFor('.html') : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': String(body.length),
      Connection: 'close',
    };
    socket.write(`HTTP/1.1 ${status}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`);
    socket.end(body);
  }

  const server = createServer((req, res) => {
    // On every answer, errors included: no browser guesses an error text into a script or page.
    for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
    handle(req, res).catch((error: unknown) => failed(res, error));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    refuse(error, socket).catch(() => socket.destroy());
  });
  return server;
}

function failed(res: ServerResponse, error: unknown): void {
  console.error('static server:', error);
  // Headers already out promise a body that will not come: the client must see the answer broken.
  if (res.headersSent) res.destroy();
  else plain(res, 500, 'Internal Server Error');
}

/**
 * Stops the server and ends its connections, answers in flight included: a browser's open request
 * (a service worker's fetch on a busy machine) must not hold a test's teardown until it times out.
 */
export function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

/** Listens on the given port (0 picks a free one) and resolves with the port actually bound. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
