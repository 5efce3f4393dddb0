// @ts-check
/**
 * The database thread: one PGlite instance driven by messages from the main thread
 * (db/thread-client.ts).
 *
 * PGlite runs Postgres synchronously in WebAssembly and cannot interrupt a running statement
 * (statement_timeout never fires: its timer needs the event loop the statement is blocking). In
 * this thread a long statement blocks only the database: the HTTP server, the static site and
 * everything that needs no database keep answering, and the main thread can end this thread when
 * a statement overruns its deadline.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its
 * parent (tsx, vitest), and this file only relays messages.
 *
 * workerData: { dataDir, snapshot?, wasmModule?, fsBundle? }. Messages in: { id, op: 'query' |
 * 'exec' | 'dump' | 'close', sql?, params? }; out: { ready: true } | { failed } once, then
 * { id, result } or { id, error } per message.
 */
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** The fields of a Postgres error that callers map to HTTP answers. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'position', 'severity', 'schema', 'table', 'column', 'constraint', 'where'];

/** @param {unknown} error */
function serialize(error) {
  const source = /** @type {Record<string, unknown>} */ (error ?? {});
  /** @type {Record<string, unknown>} */
  const out = { message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) if (source[field] !== undefined) out[field] = source[field];
  return out;
}

/** @returns {Promise<PGlite>} */
async function open() {
  /** @type {import('@electric-sql/pglite').PGliteOptions} */
  const options = { dataDir: workerData.dataDir };
  if (workerData.snapshot) options.loadDataDir = new Blob([workerData.snapshot]);
  if (workerData.wasmModule) options.pgliteWasmModule = workerData.wasmModule;
  if (workerData.fsBundle) options.fsBundle = new Blob([workerData.fsBundle]);
  const pg = new PGlite(options);
  await pg.waitReady;
  return pg;
}

/**
 * @param {PGlite} pg
 * @param {{ op: string, sql?: string, params?: unknown[] }} message
 */
async function handle(pg, message) {
  switch (message.op) {
    case 'query': {
      const result = await pg.query(message.sql ?? '', message.params ?? []);
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    case 'exec':
      await pg.exec(message.sql ?? '');
      return null;
    case 'dump': {
      const dump = await pg.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

try {
  const pg = await open();
  port.on('message', async (message) => {
    try {
      const result = await handle(pg, message);
      port.postMessage({ id: message.id, result });
      if (message.op === 'close') port.close();
    } catch (error) {
      port.postMessage({ id: message.id, error: serialize(error) });
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: serialize(error) });
}
