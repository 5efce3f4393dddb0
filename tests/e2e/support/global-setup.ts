import { ensureBuild } from '../../../scripts/build/ensureBuild';
import { cacheSchemaSnapshot } from '../../../supabase/local/db/open';

/**
 * Builds the app when its sources changed, and the backend's schema snapshot when it is not cached.
 * Each worker then starts its own backend from it and serves the build for it (support/fixtures.ts).
 */
export default async function globalSetup() {
  await ensureBuild();
  await cacheSchemaSnapshot((line) => console.log(line));
}
