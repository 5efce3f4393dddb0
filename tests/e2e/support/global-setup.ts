import { ensureBuild } from '../../../scripts/build/ensureBuild';
import { OUT_DIR } from '../../../scripts/build/outDir';
import { createStaticServer, listen } from '../../../scripts/server/staticServer';

/**
 * Builds the app when its sources changed and serves it on a free port for the whole run.
 * Workers read the address from E2E_BASE_URL (env set here reaches them).
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  await ensureBuild();
  const server = createStaticServer({ root: OUT_DIR });
  const port = await listen(server, 0, '127.0.0.1');
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
