import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot, snapshotCacheDir } from '../paths.ts';
import { LocalDatabase } from './database.ts';
import { migrate, readBootstrapSql, readMigrations } from './migrate.ts';

export interface OpenOptions {
  /** A folder (relative to the repository root) or ':memory:'. */
  dataDir: string;
  log: (line: string) => void;
}

/** In-process cache of migrated empty databases, keyed by the schema's hash. */
const memorySnapshots = new Map<string, Promise<Blob>>();

/**
 * Opens the database and brings its schema up to date. In-memory databases start from a cached
 * snapshot of the migrated schema when one exists (PGlite's initdb takes seconds; loading a
 * snapshot well under one), in this process or on disk under node_modules/.cache.
 */
export async function openDatabase(options: OpenOptions): Promise<LocalDatabase> {
  if (options.dataDir !== ':memory:') {
    const dir = resolve(repoRoot, options.dataDir);
    await mkdir(dir, { recursive: true });
    const pg = new PGlite({ dataDir: dir });
    await pg.waitReady;
    await migrate(pg, options.log);
    return new LocalDatabase(pg);
  }
  const key = await schemaHash();
  let snapshot = memorySnapshots.get(key);
  if (!snapshot) {
    snapshot = loadOrBuildSnapshot(key, options.log);
    memorySnapshots.set(key, snapshot);
    snapshot.catch(() => memorySnapshots.delete(key));
  }
  const pg = new PGlite({ loadDataDir: await snapshot });
  await pg.waitReady;
  return new LocalDatabase(pg);
}

async function loadOrBuildSnapshot(key: string, log: (line: string) => void): Promise<Blob> {
  const file = join(snapshotCacheDir, `${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // not cached yet
  }
  const pg = new PGlite();
  await pg.waitReady;
  await migrate(pg, log);
  const blob = await pg.dumpDataDir('none');
  await pg.close();
  try {
    await mkdir(snapshotCacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, Buffer.from(await blob.arrayBuffer()));
    await rename(tmp, file);
  } catch (error) {
    log(`could not cache the schema snapshot: ${(error as Error).message}`);
  }
  return blob;
}

async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  const pkg = await readFile(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  hash.update(JSON.parse(pkg).version as string);
  hash.update(await readBootstrapSql());
  for (const m of await readMigrations()) hash.update(`${m.version}\0${m.name}\0${m.sql}\0`);
  return hash.digest('hex').slice(0, 24);
}
