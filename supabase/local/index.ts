import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { MailOutbox, type CapturedMail } from './auth/mails.ts';
import { createAuthLimits } from './auth/rate-limit.ts';
import type { StackContext } from './context.ts';
import type { LocalDatabase } from './db/database.ts';
import { introspect } from './db/introspect.ts';
import { openDatabase } from './db/open.ts';
import { JwtKeys } from './http/jwt.ts';
import { createFrontDoor, DEFAULT_ALLOWED_ORIGINS, parseOriginList } from './http/origins.ts';
import { createStackServer } from './http/server.ts';
import { DEFAULT_JWT_SECRET, DEFAULT_PORT, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from './keys.ts';
import { defaultFunctionsDir, repoRoot } from './paths.ts';
import { rebaseStorageUrls, seedLocal } from './seed/seed-local.ts';

export interface LocalStackOptions {
  /** Port to listen on; 0 picks a free one. Default: SUPABASE_PORT or 54321. */
  port?: number;
  /** Default 127.0.0.1. Non-loopback hosts are refused while the JWT secret is the public default. */
  host?: string;
  /** Database folder (relative to the repository root) or ':memory:'. Default: LOCAL_DATA_DIR or .data */
  dataDir?: string;
  /** Folder with `<name>/handler.ts` edge functions. Default: supabase/functions. */
  functionsDir?: string;
  /** Seed demo content into a fresh database. Default true. */
  seed?: boolean;
  /** Log requests and events to stdout. Default false. */
  log?: boolean;
  /**
   * Deadline of each database statement of an API request; a statement past it ends the
   * database thread, which restarts. Default: LOCAL_STATEMENT_TIMEOUT_MS or 3000.
   */
  statementTimeoutMs?: number;
  /**
   * Origins whose pages may use the stack (a browser's request carries its page's Origin; other
   * origins get 403, requests without Origin are served). As browsers send them,
   * `http://localhost:4173`; `http://127.0.0.1:*` allows every port of that host. Default: the
   * loopback origins of the site ports, 4173 (`npm start`, `vite preview`) and 5173 (`npm run
   * dev`). LOCAL_ALLOWED_ORIGINS (comma-separated) adds to these.
   */
  allowedOrigins?: readonly string[];
}

export interface LocalStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Origins whose pages may use the stack (normalized). */
  allowedOrigins: readonly string[];
  /** Auth e-mails (password recovery, magic links) captured instead of sent. */
  capturedMails(): Array<{ to: string; subject: string; body: string; link?: string }>;
  /**
   * Forgets what every rate limit has counted (the chat's and chat messages' counters in Postgres,
   * the sign-in and verification attempts), as if every client were new. Not reachable over HTTP:
   * the browser tests call it before each test, whose pages all come from one address.
   */
  resetRateLimits(): Promise<void>;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECKPOINT_MS = 5 * 60 * 1000;
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** API keys for the configured secret: the CLI's demo keys, or the same claims signed with a custom secret. */
async function apiKeys(keys: JwtKeys, secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  if (secret === DEFAULT_JWT_SECRET) return { anonKey: DEMO_ANON_KEY, serviceRoleKey: DEMO_SERVICE_ROLE_KEY };
  const sign = (role: string) => keys.sign({ iss: 'supabase-demo', role, exp: 1983812996 });
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

/** Runs the chat retention purge (hosted: pg_cron; here: at start and every 24 hours). */
async function purgeChat(db: LocalDatabase, log: (line: string) => void): Promise<void> {
  const days = Number(process.env.CHAT_RETENTION_DAYS ?? 30);
  const r = await db.maintenance((tx) =>
    tx.query<{ n: number }>('select public.purge_old_chat_messages($1) as n', [Number.isInteger(days) && days > 0 ? days : 30]),
  );
  log(`chat retention: deleted ${r.rows[0]?.n ?? 0} old messages`);
}

/**
 * Starts the embedded Supabase stand-in: HTTP server first (so port 0 resolves to a real URL),
 * then the database (bootstrap, migrations, seed on a fresh database). Requests wait for the
 * database. Environment: SUPABASE_PORT, LOCAL_DATA_DIR, SUPABASE_JWT_SECRET, SITE_URL,
 * CHAT_RETENTION_DAYS, LOCAL_JWT_EXPIRY, AUTH_MAX_FAILED_LOGINS, LOCAL_STATEMENT_TIMEOUT_MS,
 * LOCAL_ALLOWED_ORIGINS.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const secret = process.env.SUPABASE_JWT_SECRET || DEFAULT_JWT_SECRET;
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.test(host) && secret === DEFAULT_JWT_SECRET) {
    throw new Error(
      `Refusing to listen on ${host}: the JWT secret is the public Supabase CLI default. ` +
        'Set SUPABASE_JWT_SECRET to a private value of at least 32 characters, or listen on 127.0.0.1.',
    );
  }
  if (secret.length < 32) throw new Error('SUPABASE_JWT_SECRET must be at least 32 characters long');
  const port = options.port ?? Number(process.env.SUPABASE_PORT ?? DEFAULT_PORT);
  const dataDir = options.dataDir ?? process.env.LOCAL_DATA_DIR ?? '.data';
  const log = options.log ? (line: string) => console.log(`[local-supabase] ${line}`) : () => undefined;
  const keys = new JwtKeys(secret);
  const door = createFrontDoor([...(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS), ...parseOriginList(process.env.LOCAL_ALLOWED_ORIGINS)]);

  let resolveReady: (ctx: StackContext) => void = () => undefined;
  let rejectReady: (error: unknown) => void = () => undefined;
  const ready = new Promise<StackContext>((res, rej) => {
    resolveReady = res;
    rejectReady = rej;
  });
  ready.catch(() => undefined);
  const server = createStackServer(ready, log, door);
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(port, host, () => {
      server.off('error', rej);
      res();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  const url = `http://${urlHost}:${address.port}`;

  let db: LocalDatabase | null = null;
  let timer: NodeJS.Timeout | null = null;
  let checkpoints: NodeJS.Timeout | null = null;
  const closeServer = () =>
    new Promise<void>((res) => {
      server.close(() => res());
      server.closeAllConnections();
    });
  try {
    db = await openDatabase({ dataDir, log, statementTimeoutMs: options.statementTimeoutMs });
    if (options.seed ?? true) await seedLocal(db, url, log);
    await rebaseStorageUrls(db, url, log);
    const maxFailures = Number(process.env.AUTH_MAX_FAILED_LOGINS ?? 5);
    const ctx: StackContext = {
      db,
      schema: await db.maintenance((tx) => introspect(tx)),
      keys,
      baseUrl: url,
      siteUrl: process.env.SITE_URL ?? 'http://127.0.0.1:5173',
      mails: new MailOutbox(),
      limits: createAuthLimits(Number.isInteger(maxFailures) && maxFailures > 0 ? maxFailures : 5),
      functionsDir: resolve(repoRoot, options.functionsDir ?? defaultFunctionsDir),
      log,
    };
    await purgeChat(db, log);
    const openDb = db;
    timer = setInterval(() => void purgeChat(openDb, log).catch((e: unknown) => log(`chat retention failed: ${String(e)}`)), DAY_MS);
    timer.unref();
    // PGlite has no background checkpointer: checkpoints keep the WAL that a restart of the
    // database thread replays (see db/thread-client.ts) short.
    await db.query('checkpoint');
    checkpoints = setInterval(() => void openDb.query('checkpoint').catch((e: unknown) => log(`checkpoint failed: ${String(e)}`)), CHECKPOINT_MS);
    checkpoints.unref();
    resolveReady(ctx);
    log(`listening on ${url} (data: ${dataDir})`);
    const { anonKey, serviceRoleKey } = await apiKeys(keys, secret);
    let closed = false;
    return {
      url,
      anonKey,
      serviceRoleKey,
      allowedOrigins: door.allowedOrigins,
      capturedMails: () => ctx.mails.list().map(({ to, subject, body, link }) => ({ to, subject, body, link })),
      async resetRateLimits() {
        await openDb.maintenance((tx) => tx.query('delete from private.rate_counters'));
        ctx.limits = createAuthLimits(ctx.limits.maxFailedLogins);
      },
      async close() {
        if (closed) return;
        closed = true;
        if (timer) clearInterval(timer);
        if (checkpoints) clearInterval(checkpoints);
        await closeServer();
        await openDb.close();
      },
    };
  } catch (error) {
    rejectReady(error);
    if (timer) clearInterval(timer);
    if (checkpoints) clearInterval(checkpoints);
    await closeServer();
    await db?.close().catch(() => undefined);
    throw error;
  }
}

export type { CapturedMail };
export { DEFAULT_ALLOWED_ORIGINS, loopbackOrigins } from './http/origins.ts';
export { DEMO_STAFF, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, DEFAULT_JWT_SECRET } from './keys.ts';
