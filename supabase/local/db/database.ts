import { DatabaseThread, type Results } from './thread-client.ts';

/** The API roles a request may run as (hosted Supabase's roles for PostgREST and Storage). */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** What PostgREST (and the Storage API) expose to SQL for one request. */
export interface RequestContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** GET and HEAD run read-only, as PostgREST does. */
  readOnly?: boolean;
  /** Further transaction-local settings, e.g. storage.allow_delete_query. */
  settings?: Record<string, string>;
}

/** Statements of one transaction. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<void>;
}

export type { Results };

/**
 * Hosted Supabase's statement_timeout for the anon role; here it bounds every statement an API
 * request runs (LOCAL_STATEMENT_TIMEOUT_MS overrides it).
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 3000;

/**
 * The database behind the stack: PGlite in its own thread (see db/thread-client.ts), one unit of
 * work at a time (a FIFO queue), so concurrent HTTP requests never interleave inside one
 * transaction. Work for API requests (`transaction`, `asRequest`) runs each statement under a
 * deadline; start-up and maintenance work (`maintenance`, `query`, `exec`) has none.
 */
export class LocalDatabase {
  readonly #thread: DatabaseThread;
  readonly #statementTimeoutMs: number;
  readonly #onClose: () => Promise<void>;
  #tail: Promise<unknown> = Promise.resolve();

  constructor(thread: DatabaseThread, statementTimeoutMs: number, onClose: () => Promise<void> = async () => undefined) {
    this.#thread = thread;
    this.#statementTimeoutMs = statementTimeoutMs;
    this.#onClose = onClose;
  }

  /** Runs fn alone: nothing else touches the database until it settles. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(fn, fn);
    this.#tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** One statement outside a transaction, without deadline (start-up, tests). */
  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Results<T>> {
    return this.exclusive(() => this.#thread.call<Results<T>>('query', sql, params));
  }

  /** A script outside a transaction, without deadline (the platform bootstrap). */
  exec(sql: string): Promise<void> {
    return this.exclusive(() => this.#thread.call<void>('exec', sql));
  }

  /** A transaction as the database owner without deadline: migrations, seed, retention purge. */
  maintenance<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.#run(fn, undefined));
  }

  /** A transaction as the database owner (no RLS) for an API request: auth and platform bookkeeping. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.#run(fn, this.#statementTimeoutMs));
  }

  /**
   * A transaction that runs as the request's role with the JWT claims and request details set
   * the way PostgREST sets them (transaction-local set_config), so row-level security applies.
   */
  asRequest<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => {
      if (ctx.readOnly) await tx.exec('set transaction read only');
      const claims: Record<string, unknown> = { ...ctx.claims, role: ctx.role };
      const settings: Array<[string, string]> = [
        ['search_path', 'public, extensions'],
        ['role', ctx.role],
        ['request.jwt.claims', JSON.stringify(claims)],
        ['request.jwt.claim.role', ctx.role],
        ['request.jwt.claim.sub', typeof claims.sub === 'string' ? claims.sub : ''],
        ['request.method', ctx.method],
        ['request.path', ctx.path],
        ['request.headers', JSON.stringify(ctx.headers)],
        ...Object.entries(ctx.settings ?? {}),
      ];
      const calls = settings.map((_, i) => `set_config($${i * 2 + 1}, $${i * 2 + 2}, true)`);
      await tx.query(`select ${calls.join(', ')}`, settings.flat());
      return fn(tx);
    });
  }

  /** A tarball of the data directory (the schema snapshot of in-memory databases). */
  dump(): Promise<Uint8Array> {
    return this.exclusive(() => this.#thread.call<Uint8Array>('dump'));
  }

  async close(): Promise<void> {
    await this.exclusive(() => this.#thread.close());
    await this.#onClose();
  }

  /**
   * BEGIN, fn, COMMIT (ROLLBACK when fn throws). When the thread is restarted under the
   * transaction (a statement overran), the transaction is gone: its remaining statements fail
   * with the reason instead of reaching the new thread.
   */
  async #run<T>(fn: (tx: Tx) => Promise<T>, deadlineMs: number | undefined): Promise<T> {
    const generation = this.#thread.generation;
    const call = async <R>(op: 'query' | 'exec', sql: string, params?: unknown[]): Promise<R> => {
      if (this.#thread.generation !== generation) throw this.#thread.lastFailure ?? new Error('the transaction was aborted');
      return this.#thread.call<R>(op, sql, params, deadlineMs);
    };
    const tx: Tx = {
      query: <R>(sql: string, params: unknown[] = []) => call<Results<R>>('query', sql, params),
      exec: (sql: string) => call<void>('exec', sql),
    };
    await call('exec', 'begin');
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (this.#thread.generation === generation) await call('exec', 'rollback').catch(() => undefined);
      throw error;
    }
    await call('exec', 'commit');
    return result;
  }
}

/** Runs the rest of a transaction as the database owner again (after asRequest switched roles). */
export async function becomeOwner(tx: Tx): Promise<void> {
  await tx.exec('set local role none');
}
