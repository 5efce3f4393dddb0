/**
 * `npm run backend`: the embedded local Supabase stack on its own (port 54321 unless
 * SUPABASE_PORT is set; data in LOCAL_DATA_DIR, default .data/, or ':memory:').
 */
import { startLocalStack } from './index.ts';
import { DEMO_STAFF } from './keys.ts';

const stack = await startLocalStack({ log: process.argv.includes('--verbose') });

console.log(`
Local Supabase stack is running.

  API URL           ${stack.url}
  anon key          ${stack.anonKey}
  service_role key  ${stack.serviceRoleKey}
  data              ${process.env.LOCAL_DATA_DIR ?? '.data'}
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
