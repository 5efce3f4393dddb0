/**
 * `npm run db:types`: migrates an in-memory PGlite database with supabase/migrations and writes
 * the TypeScript types of its public schema to src/data/database.types.ts.
 * `--check` only compares and exits 1 when the committed file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { introspect } from './db/introspect.ts';
import { openDatabase } from './db/open.ts';
import { repoRoot } from './paths.ts';
import { renderDatabaseTypes } from './types/render.ts';

export const typesPath = join(repoRoot, 'src/data/database.types.ts');

export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase({ dataDir: ':memory:', log: () => undefined });
  try {
    return renderDatabaseTypes(await db.maintenance((tx) => introspect(tx)));
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const types = await generateDatabaseTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(typesPath, 'utf8').catch(() => '');
    if (current !== types) {
      console.error('src/data/database.types.ts is stale: run npm run db:types');
      process.exit(1);
    }
    console.log('src/data/database.types.ts is up to date');
    return;
  }
  await writeFile(typesPath, types);
  console.log(`wrote ${typesPath}`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  await main();
}
