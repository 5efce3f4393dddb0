/**
 * `npm run staff:add -- <email>`: creates a staff user (app_metadata.role = 'staff') or makes an
 * existing user staff and sets their password. The password comes from STAFF_PASSWORD or a
 * hidden prompt.
 *
 * Target: SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY (a hosted project or a running local stack,
 * through the admin API); otherwise the local stack at 127.0.0.1:SUPABASE_PORT if it is running;
 * otherwise the LOCAL_DATA_DIR database directly (PGlite allows one process at a time).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { upsertStaffUser } from './auth/users.ts';
import { openDatabase } from './db/open.ts';
import { DEFAULT_PORT, DEMO_SERVICE_ROLE_KEY } from './keys.ts';

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function viaAdminApi(url: string, serviceKey: string, email: string, password: string): Promise<string> {
  const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' };
  const create = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, email_confirm: true, app_metadata: { role: 'staff' } }),
  });
  if (create.ok) return `created staff user ${email}`;
  const error = (await create.json().catch(() => ({}))) as { code?: string; error_code?: string; msg?: string; message?: string };
  if ((error.code ?? error.error_code) !== 'email_exists') throw new Error(error.msg ?? error.message ?? `HTTP ${create.status}`);
  for (let page = 1; ; page++) {
    const list = await fetch(`${url}/auth/v1/admin/users?page=${page}&per_page=200`, { headers });
    const { users = [] } = (await list.json()) as { users?: Array<{ id: string; email?: string }> };
    const user = users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    if (user) {
      const update = await fetch(`${url}/auth/v1/admin/users/${user.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ password, email_confirm: true, app_metadata: { role: 'staff' } }),
      });
      if (!update.ok) throw new Error(`could not update ${email}: HTTP ${update.status}`);
      return `${email} is now staff (password updated)`;
    }
    if (users.length === 0) throw new Error(`${email} exists but was not found in the user list`);
  }
}

async function localStackRunning(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const email = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!email) {
    console.error('usage: npm run staff:add -- <email>   (password from STAFF_PASSWORD or a prompt)');
    process.exit(2);
  }
  const password = process.env.STAFF_PASSWORD || (await promptHidden(`Password for ${email}: `));
  let message: string;
  if (process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY) {
    message = await viaAdminApi(process.env.SUPABASE_URL, process.env.SUPABASE_SERVICE_ROLE_KEY, email, password);
  } else {
    const localUrl = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? DEFAULT_PORT}`;
    if (await localStackRunning(localUrl)) {
      message = await viaAdminApi(localUrl, DEMO_SERVICE_ROLE_KEY, email, password);
    } else {
      const dataDir = process.env.LOCAL_DATA_DIR ?? '.data';
      if (dataDir === ':memory:') throw new Error('LOCAL_DATA_DIR=:memory: has no database to add a user to');
      const db = await openDatabase({ dataDir, log: () => undefined });
      try {
        const { created } = await upsertStaffUser(db, email, password);
        message = created ? `created staff user ${email} in ${dataDir}` : `${email} in ${dataDir} is now staff (password updated)`;
      } finally {
        await db.close();
      }
    }
  }
  console.log(message);
}

main().catch((error: unknown) => {
  const e = error as { message?: string };
  console.error(`staff:add failed: ${e.message ?? String(error)}`);
  process.exit(1);
});
