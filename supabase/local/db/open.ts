import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeCacheFile } from '../cacheFile.ts';
import { repoRoot, snapshotCacheDir } from '../paths.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS, LocalDatabase } from './database.ts';
import { migrate, readBootstrapSql, readMigrations } from './migrate.ts';
import { scratchDir } from './scratch.ts';
import { DatabaseThread } from './thread-client.ts';

export interface OpenOptions {
  /** A folder (relative to the repository root) or ':memory:'. */
  dataDir: string;
  log: (line: string) => void;
  /** Deadline of each statement of an API request. Default: LOCAL_STATEMENT_TIMEOUT_MS or 3000. */
  statementTimeoutMs?: number;
}

/** In-process cache of migrated empty databases, keyed by the schema's hash. */
const memorySnapshots = new Map<string, Promise<Uint8Array>>();

function statementTimeout(options: OpenOptions): number {
  const value = options.statementTimeoutMs ?? Number(process.env.LOCAL_STATEMENT_TIMEOUT_MS ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_STATEMENT_TIMEOUT_MS;
}

/**
 * Opens the database and brings its schema up to date. In-memory databases start from a cached
 * snapshot of the migrated schema when one exists (PGlite's initdb takes seconds; loading a
 * snapshot well under one), in this process or on disk under node_modules/.cache.
 */
export async function openDatabase(options: OpenOptions): Promise<LocalDatabase> {
  const timeout = statementTimeout(options);
  if (options.dataDir !== ':memory:') {
    const dir = resolve(repoRoot, options.dataDir);
    await mkdir(dir, { recursive: true });
    const db = new LocalDatabase(await DatabaseThread.start({ dataDir: dir, log: options.log }), timeout);
    try {
      await migrate(db, options.log);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    return db;
  }
  const key = await schemaHash();
  let snapshot = memorySnapshots.get(key);
  if (!snapshot) {
    snapshot = loadOrBuildSnapshot(key, options.log);
    memorySnapshots.set(key, snapshot);
    snapshot.catch(() => memorySnapshots.delete(key));
  }
  const scratch = await scratchDir();
  try {
    const thread = await DatabaseThread.start({ dataDir: scratch.dataDir, snapshot: await snapshot, log: options.log });
    return new LocalDatabase(thread, timeout, scratch.remove);
  } catch (error) {
    await scratch.remove();
    throw error;
  }
}

/**
 * Builds the migrated schema's snapshot into the cache unless it is there: run once before
 * processes that open in-memory databases side by side (the test runners' workers), which on a
 * fresh checkout each built it at once (beside two busy loops, one file's set-up waited over 60 s).
 */
export async function cacheSchemaSnapshot(log: (line: string) => void): Promise<void> {
  await loadOrBuildSnapshot(await schemaHash(), log);
}

async function loadOrBuildSnapshot(key: string, log: (line: string) => void): Promise<Uint8Array> {
  const file = join(snapshotCacheDir, `${key}.tar`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    // not cached yet
  }
  const scratch = await scratchDir();
  let tarball: Uint8Array;
  try {
    const db = new LocalDatabase(await DatabaseThread.start({ dataDir: scratch.dataDir, log }), DEFAULT_STATEMENT_TIMEOUT_MS);
    try {
      await migrate(db, log);
      tarball = await db.dump();
    } finally {
      await db.close();
    }
  } finally {
    await scratch.remove();
  }
  try {
    await writeCacheFile(file, tarball);
  } catch (error) {
    log(`could not cache the schema snapshot: ${(error as Error).message}`);
  }
  return tarball;
}

async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  const pkg = await readFile(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  hash.update(JSON.parse(pkg).version as string);
  hash.update(await readBootstrapSql());
  for (const m of await readMigrations()) hash.update(`${m.version}\0${m.name}\0${m.sql}\0`);
  return hash.digest('hex').slice(0, 24);
}
