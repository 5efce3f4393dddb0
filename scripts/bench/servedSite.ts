/**
 * The site and its backend for `npm run bench`, in a process of their own: in the benchmark's
 * process, Lighthouse's trace handling would hold up their answers, and the simulated timings
 * (which take server response times from the observed run) would charge that to the site.
 * Prints one JSON line with the addresses, then serves until it is stopped.
 */
import { startLocalStack } from '../../supabase/local/index';
import { OUT_DIR } from '../build/outDir';
import { createStaticServer, listen } from '../server/staticServer';

// The page is served from localhost on a port picked here: the backend must let it in.
const backend = await startLocalStack({ port: 0, dataDir: ':memory:', allowedOrigins: ['http://localhost:*'] });
const server = createStaticServer({
  root: OUT_DIR,
  backendOrigins: [new URL(backend.url).origin],
  backend: { url: backend.url, anonKey: backend.anonKey },
});
const port = await listen(server, 0, '127.0.0.1');
console.log(JSON.stringify({ origin: `http://localhost:${port}`, backendUrl: backend.url, anonKey: backend.anonKey }));

process.on('SIGTERM', () => {
  server.close();
  void backend.close().finally(() => process.exit(0));
});
