import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootstrapSqlPath, migrationsDir } from '../paths.ts';
import type { LocalDatabase } from './database.ts';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** supabase/migrations/*.sql in version order (the CLI's `<version>_<name>.sql` naming). */
export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version, name: rest.join('_'), sql: await readFile(join(migrationsDir, file), 'utf8') };
    }),
  );
}

export async function readBootstrapSql(): Promise<string> {
  return readFile(bootstrapSqlPath, 'utf8');
}

/** Platform bootstrap, then every migration not applied yet, each in its own transaction. */
export async function migrate(db: LocalDatabase, log: (line: string) => void): Promise<void> {
  await db.exec(await readBootstrapSql());
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  for (const m of await readMigrations()) {
    if (applied.has(m.version)) continue;
    await db.maintenance(async (tx) => {
      try {
        await tx.exec(m.sql);
      } catch (error) {
        throw new Error(`migration ${m.version}_${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ]);
    });
    log(`applied migration ${m.version}_${m.name}`);
  }
}
