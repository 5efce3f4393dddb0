/**
 * `npm start`: builds the site if its sources changed and serves the production build on
 * http://localhost:4173 (PORT overrides).
 */
import { ensureBuild } from './build/ensureBuild';
import { OUT_DIR } from './build/outDir';
import { createStaticServer, listen } from './server/staticServer';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

await ensureBuild();
const server = createStaticServer({ root: OUT_DIR });
const boundPort = await listen(server, port, host);
console.log(`Wichtrey website: http://localhost:${boundPort}  (Ctrl+C stops)`);

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
