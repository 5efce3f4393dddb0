import { cacheSchemaSnapshot } from '../../../supabase/local/db/open.ts';

/** Vitest's global set-up of the projects whose files start backends: the schema snapshot, built once (cacheSchemaSnapshot). */
export async function setup(): Promise<void> {
  await cacheSchemaSnapshot((line) => console.log(line));
}
