import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cacheControlFor } from './cachePolicy';
import { contentTypeFor, isCompressible } from './contentTypes';
import { BACKEND_META_NAME } from '../../src/data/backendConfig';
import { securityHeaders } from './securityHeaders';

export interface StaticServerOptions {
  /** Folder with the production build. */
  root: string;
  /** Origins the page may contact besides itself (the Supabase URL). */
  backendOrigins?: readonly string[];
  /** Points the served app at this backend (a `<meta>` in every HTML page; see src/data/backendConfig.ts). */
  backend?: { url: string; anonKey: string };
}

interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the production build: files as they are, every other path the SPA shell
 * (a prerendered `route/index.html` first, when the build has one), compressed once and
 * kept in memory because the build never changes while the server runs.
 */
export function createStaticServer({ root, backendOrigins = [], backend }: StaticServerOptions): Server {
  const rootDir = path.resolve(root);
  const compressed = new Map<string, Encoded>();
  const headers = securityHeaders(backendOrigins);
  // The prerendered home page is index.html; every other path gets the empty app shell.
  const shellFile = existsSync(path.join(rootDir, 'app-shell.html')) ? path.join(rootDir, 'app-shell.html') : path.join(rootDir, 'index.html');

  async function resolveFile(urlPath: string): Promise<string | null> {
    const candidate = path.join(rootDir, urlPath);
    if (candidate !== rootDir && !candidate.startsWith(rootDir + path.sep)) return null;
    for (const file of [candidate, path.join(candidate, 'index.html')]) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return file;
    }
    return null;
  }

  // The meta names the backend; the preconnect opens its connection while the scripts load, so
  // the first data request of /sale and /galerie does not wait for DNS, TCP and TLS.
  const backendMeta = backend
    ? `<meta name="${BACKEND_META_NAME}" content="${JSON.stringify(backend).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />\n` +
      `  <link rel="preconnect" href="${new URL(backend.url).origin}" crossorigin />`
    : '';

  async function readBody(file: string): Promise<Buffer> {
    const body = await readFile(file);
    if (!backendMeta || !file.endsWith('.html')) return body;
    // First in the head: the early script (async, may run before the parser reaches the end of
    // the head) reads the backend from it.
    return Buffer.from(body.toString('utf8').replace('<head>', `<head>\n    ${backendMeta}`));
  }

  async function encodedFor(file: string): Promise<Encoded> {
    let entry = compressed.get(file);
    if (!entry) {
      const body = await readBody(file);
      entry = {
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
      };
      compressed.set(file, entry);
    }
    return entry;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    if (urlPath.includes('\0')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }

    let file = await resolveFile(urlPath);
    if (!file) {
      // A missing asset is a real 404: answering it with HTML would hide a broken deploy.
      if (path.extname(urlPath) || urlPath.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not Found');
        return;
      }
      file = shellFile;
    }

    const extension = path.extname(file);
    const responseHeaders: Record<string, string> = {
      ...headers,
      'Content-Type': contentTypeFor(extension),
      'Cache-Control': cacheControlFor(`/${path.relative(rootDir, file).split(path.sep).join('/')}`),
    };

    if (isCompressible(extension)) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      responseHeaders.Vary = 'Accept-Encoding';
      if (encoding) {
        const body = (await encodedFor(file))[encoding];
        res.writeHead(200, { ...responseHeaders, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    if (extension === '.html') {
      const body = await readBody(file);
      res.writeHead(200, { ...responseHeaders, 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const info = await stat(file);
    res.writeHead(200, { ...responseHeaders, 'Content-Length': String(info.size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('static server:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
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
