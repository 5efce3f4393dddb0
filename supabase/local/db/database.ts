import type { PGlite, Transaction } from '@electric-sql/pglite';

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

export type Tx = Transaction;

/**
 * PGlite is a single connection: this wrapper runs one unit of work at a time (a FIFO queue), so
 * concurrent HTTP requests never interleave inside one transaction.
 */
export class LocalDatabase {
  readonly pg: PGlite;
  #tail: Promise<unknown> = Promise.resolve();

  constructor(pg: PGlite) {
    this.pg = pg;
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

  /** A transaction as the database owner (no RLS): for auth and platform bookkeeping. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.pg.transaction(fn));
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

  async close(): Promise<void> {
    await this.exclusive(() => this.pg.close());
  }
}

/** Runs the rest of a transaction as the database owner again (after asRequest switched roles). */
export async function becomeOwner(tx: Tx): Promise<void> {
  await tx.exec('set local role none');
}
