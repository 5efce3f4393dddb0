import { ensureBuild } from '../../../scripts/build/ensureBuild';

/**
 * Builds the app when its sources changed. Each worker then starts its own backend and serves the
 * build for it (support/fixtures.ts).
 */
export default async function globalSetup() {
  await ensureBuild();
}
