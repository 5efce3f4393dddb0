import { startLocalStack } from '../../../supabase/local/index';
import { ensureBuild } from '../../../scripts/build/ensureBuild';
import { OUT_DIR } from '../../../scripts/build/outDir';
import { createStaticServer, listen } from '../../../scripts/server/staticServer';

/**
 * Builds the app when its sources changed, starts a fresh in-memory local backend (demo content,
 * real migrations and RLS) and serves the build on free ports for the whole run. Workers read the
 * addresses from the environment (env set here reaches them): E2E_BASE_URL, E2E_SUPABASE_URL,
 * E2E_ANON_KEY, E2E_SERVICE_ROLE_KEY.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  await ensureBuild();
  // The backend answers only pages of allowed origins: this server's, and those some specs serve
  // the build from on ports of their own (pwa.spec.ts, offline-staff.spec.ts), all on 127.0.0.1.
  const backend = await startLocalStack({ port: 0, dataDir: ':memory:', allowedOrigins: ['http://127.0.0.1:*'] });
  const server = createStaticServer({
    root: OUT_DIR,
    backendOrigins: [new URL(backend.url).origin],
    backend: { url: backend.url, anonKey: backend.anonKey },
  });
  const port = await listen(server, 0, '127.0.0.1');
  Object.assign(process.env, {
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    E2E_SUPABASE_URL: backend.url,
    E2E_ANON_KEY: backend.anonKey,
    E2E_SERVICE_ROLE_KEY: backend.serviceRoleKey,
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  };
}
