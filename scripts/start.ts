/**
 * `npm start`: builds the site if its sources changed, starts the embedded local Supabase stack
 * (demo content on first start, data kept in LOCAL_DATA_DIR) and serves the production build on
 * http://localhost:4173 (PORT overrides). With VITE_SUPABASE_URL pointing at a hosted project,
 * no local backend is started.
 */
import { DEFAULT_ALLOWED_ORIGINS, loopbackOrigins, startLocalStack } from '../supabase/local/index';
import { ensureBuild } from './build/ensureBuild';
import { OUT_DIR } from './build/outDir';
import { createStaticServer, listen } from './server/staticServer';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const hostedBackend = process.env.VITE_SUPABASE_URL && !/\/\/(127\.0\.0\.1|localhost)[:/]/.test(process.env.VITE_SUPABASE_URL);

await ensureBuild();
// Links in auth mails (password recovery) lead to this site's staff page, where the login lives,
// not to the dev server's address the backend assumes otherwise.
process.env.SITE_URL ??= `http://localhost:${port}/sale`;
// The backend answers pages of the site's own origins (this port under each loopback name, and
// the dev server's); other pages get 403 (supabase/local/http/origins.ts).
const backend = hostedBackend ? null : await startLocalStack({ allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...loopbackOrigins(port)] });
const backendOrigin = backend ? new URL(backend.url).origin : new URL(process.env.VITE_SUPABASE_URL!).origin;
const server = createStaticServer({
  root: OUT_DIR,
  backendOrigins: [backendOrigin],
  // The build may have been made for another port; the page learns the running backend's address.
  backend: backend ? { url: backend.url, anonKey: backend.anonKey } : undefined,
});
const boundPort = await listen(server, port, host);
if (backend) console.log(`Local backend:    ${backend.url}  (demo staff login: staff@example.com / wichtrey-demo-staff)`);
console.log(`Wichtrey website: http://localhost:${boundPort}  (Ctrl+C stops)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 3000).unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await backend?.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
