import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface Results<T> {
  rows: T[];
  affectedRows?: number;
}

/** A Postgres error relayed from the database thread (same fields as PGlite's DatabaseError). */
class DatabaseError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

/** Postgres' own code and text for a statement that ran past statement_timeout. */
export class StatementTimeout extends DatabaseError {
  constructor() {
    super('canceling statement due to statement timeout');
    this.code = '57014';
  }
}

export interface ThreadOptions {
  /** Absolute path of the Postgres data directory. */
  dataDir: string;
  /** A data-directory tarball unpacked into an empty dataDir on the first start only. */
  snapshot?: Uint8Array;
  log: (line: string) => void;
}

type Operation = 'query' | 'exec' | 'dump' | 'close';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  timer?: NodeJS.Timeout;
}

type Reply = { ready: true } | { failed: Record<string, unknown> } | { id: number; result?: unknown; error?: Record<string, unknown> };

const threadFile = new URL('./thread.mjs', import.meta.url);

/**
 * PGlite's compiled WebAssembly and file bundle, loaded once per process and handed to every
 * database thread, so that a restart skips compiling 9 MB of WebAssembly.
 */
let engine: Promise<{ wasmModule: WebAssembly.Module; fsBundle: Uint8Array }> | null = null;

function loadEngine(): Promise<{ wasmModule: WebAssembly.Module; fsBundle: Uint8Array }> {
  engine ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, fsBundle] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Uint8Array(fsBundle) };
  })();
  engine.catch(() => (engine = null));
  return engine;
}

function toError(fields: Record<string, unknown>): DatabaseError {
  return Object.assign(new DatabaseError(String(fields.message ?? 'database error')), fields);
}

/**
 * The main thread's side of the database thread (db/thread.mjs): sends one operation at a time
 * and enforces deadlines. PGlite cannot cancel a running statement, so a statement that runs past
 * its deadline ends the whole thread; a new thread then reopens the same data directory, where
 * Postgres' crash recovery rolls back the unfinished transaction and keeps every committed one.
 * Operations issued meanwhile wait for the new thread.
 */
export class DatabaseThread {
  readonly #options: ThreadOptions;
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | null = null;
  #ready: Promise<void>;
  #nextId = 1;
  #generation = 0;
  #closing = false;
  /** Why the previous generation ended (told to the transaction that was running in it). */
  #lastFailure: Error | null = null;

  private constructor(options: ThreadOptions) {
    this.#options = options;
    this.#ready = this.#spawn(options.snapshot);
  }

  static async start(options: ThreadOptions): Promise<DatabaseThread> {
    const thread = new DatabaseThread(options);
    await thread.#ready;
    return thread;
  }

  /** Increases with every restart; work begun in an older generation was rolled back. */
  get generation(): number {
    return this.#generation;
  }

  get lastFailure(): Error | null {
    return this.#lastFailure;
  }

  /** Runs one operation; past `deadlineMs` the thread is ended and the call fails with 57014. */
  async call<T>(op: Operation, sql?: string, params?: unknown[], deadlineMs?: number): Promise<T> {
    if (this.#closing && op !== 'close') throw new Error('the database is closed');
    await this.#ready;
    const worker = this.#worker as Worker;
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: resolve as (value: unknown) => void, reject };
      if (deadlineMs !== undefined) entry.timer = setTimeout(() => this.#overrun(id, deadlineMs), deadlineMs);
      this.#pending.set(id, entry);
      worker.postMessage({ id, op, sql, params });
    });
  }

  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    try {
      await this.call('close');
    } finally {
      await this.#worker?.terminate();
      this.#worker = null;
    }
  }

  #spawn(snapshot?: Uint8Array): Promise<void> {
    return loadEngine().then(
      ({ wasmModule, fsBundle }) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(threadFile, {
            workerData: { dataDir: this.#options.dataDir, snapshot, wasmModule, fsBundle },
            // The parent's loader flags (tsx, vitest) are of no use to this plain module.
            execArgv: [],
          });
          this.#worker = worker;
          let started = false;
          worker.on('message', (reply: Reply) => {
            if ('ready' in reply) {
              started = true;
              resolve();
            } else if ('failed' in reply) reject(toError(reply.failed));
            else this.#settle(reply);
          });
          worker.on('error', (error) => (started ? this.#crashed(worker, error) : reject(error)));
          worker.on('exit', (code) => {
            if (!started) reject(new Error(`the database thread exited with code ${code} while starting`));
            else if (!this.#closing && this.#worker === worker) this.#crashed(worker, new Error(`the database thread exited with code ${code}`));
          });
        }),
    );
  }

  #settle(reply: { id: number; result?: unknown; error?: Record<string, unknown> }): void {
    const entry = this.#pending.get(reply.id);
    if (!entry) return;
    this.#pending.delete(reply.id);
    clearTimeout(entry.timer);
    if (reply.error) entry.reject(toError(reply.error));
    else entry.resolve(reply.result);
  }

  #overrun(id: number, deadlineMs: number): void {
    if (!this.#pending.has(id) || this.#closing) return;
    this.#options.log(`a statement ran past its ${deadlineMs} ms deadline: restarting the database thread`);
    this.#restart(new StatementTimeout());
  }

  #crashed(worker: Worker, error: Error): void {
    if (this.#worker !== worker || this.#closing) return;
    this.#options.log(`the database thread failed (${error.message}): restarting it`);
    this.#restart(error);
  }

  /** Ends the current thread, fails what was sent to it, and reopens the data directory. */
  #restart(reason: Error): void {
    const old = this.#worker;
    this.#worker = null;
    this.#generation++;
    this.#lastFailure = reason;
    for (const [id, entry] of this.#pending) {
      clearTimeout(entry.timer);
      entry.reject(reason);
      this.#pending.delete(id);
    }
    const started = Date.now();
    this.#ready = (async () => {
      await old?.terminate();
      await this.#spawn();
      this.#options.log(`database thread restarted in ${Date.now() - started} ms`);
    })();
    this.#ready.catch((error: unknown) => this.#options.log(`the database thread could not be restarted: ${String(error)}`));
  }
}
