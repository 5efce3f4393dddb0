/**
 * `npm run backend`: the embedded local Supabase stack on its own (port 54321 unless
 * SUPABASE_PORT is set; data in LOCAL_DATA_DIR, default .data/, or ':memory:'). Pages of the
 * site's loopback origins (ports 4173 and 5173) may use it; `--allow-origin <origin>` (repeatable)
 * or LOCAL_ALLOWED_ORIGINS adds others. `--verbose` logs every request.
 */
import { DEFAULT_ALLOWED_ORIGINS, startLocalStack } from './index.ts';
import { DEMO_STAFF } from './keys.ts';

/** The values of `--allow-origin <origin>` and `--allow-origin=<origin>`. */
function allowOriginFlags(args: readonly string[]): string[] {
  const origins: string[] = [];
  args.forEach((arg, i) => {
    if (arg.startsWith('--allow-origin=')) origins.push(arg.slice('--allow-origin='.length));
    else if (arg === '--allow-origin') {
      const value = args[i + 1];
      if (!value || value.startsWith('--')) throw new Error('--allow-origin needs an origin, e.g. --allow-origin http://localhost:3000');
      origins.push(value);
    }
  });
  return origins;
}

const args = process.argv.slice(2);
const stack = await startLocalStack({
  log: args.includes('--verbose'),
  allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...allowOriginFlags(args)],
});

console.log(`
Local Supabase stack is running.

  API URL           ${stack.url}
  anon key          ${stack.anonKey}
  service_role key  ${stack.serviceRoleKey}
  data              ${process.env.LOCAL_DATA_DIR ?? '.data'}
  allowed origins   ${stack.allowedOrigins.join(' ')}  (pages of other origins get 403)
  demo staff login  ${DEMO_STAFF.email} / ${DEMO_STAFF.password}  (local only)
  captured e-mails  GET ${stack.url}/auth/v1/_local/mails  (service_role key)

Press Ctrl-C to stop.`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  stack.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
