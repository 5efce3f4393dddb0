import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeOwner, type LocalDatabase, type RequestContext } from '../../supabase/local/db/database.ts';
import { openDatabase } from '../../supabase/local/db/open.ts';

// The last line of the liveness guarantee: PGlite cannot interrupt a statement, so it
// runs in its own thread, and a statement of an API request that runs past its deadline ends that
// thread; a new one reopens the data. Meanwhile the main thread (the HTTP server and the static
// site) keeps answering. pg_sleep stands in for a statement that no request limit caught.

const DEADLINE_MS = 400;
const anon: RequestContext = { role: 'anon', claims: {}, method: 'GET', path: '/rest/v1/test', headers: {}, readOnly: true };
let db: LocalDatabase;
let server: Server;
let serverUrl: string;

beforeAll(async () => {
  db = await openDatabase({ dataDir: ':memory:', log: () => undefined, statementTimeoutMs: DEADLINE_MS });
  // Stands for the stack's HTTP server: it shares the main thread with the database client.
  server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await db?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  expect(await (await fetch(url)).text()).toBe('ok');
  return performance.now() - started;
}

const stateValue = async (key: string) =>
  (await db.query<{ value: string }>('select value from local_stack.state where key = $1', [key])).rows[0]?.value ?? null;

describe('a statement past its deadline', () => {
  it('is ended with 57014 while the main thread keeps answering; its transaction is rolled back, committed data stays, and work queued behind it runs after a restart', async () => {
    await db.maintenance((tx) => tx.query(`insert into local_stack.state (key, value) values ('kept', 'committed before')`));
    await timedGet(serverUrl); // the first request of a process sets up its HTTP client
    const started = performance.now();
    const hostile = db.asRequest({ ...anon, readOnly: false }, async (tx) => {
      await becomeOwner(tx);
      await tx.query(`insert into local_stack.state (key, value) values ('half', 'written, never committed')`);
      await tx.query('select pg_sleep(60)');
    });
    const queued = db.transaction((tx) => tx.query<{ n: number }>('select 1 as n'));
    // While the database thread sleeps, an HTTP request to the main thread is answered at once.
    const latencies = [await timedGet(serverUrl), await timedGet(serverUrl), await timedGet(serverUrl)];
    for (const ms of latencies) expect(ms).toBeLessThan(2000);

    await expect(hostile).rejects.toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect((await queued).rows).toEqual([{ n: 1 }]);
    // Deadline plus a restart of the database thread (seconds on a loaded machine), not the 60 s of the statement.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(await stateValue('kept')).toBe('committed before');
    expect(await stateValue('half')).toBeNull();
    await db.transaction((tx) => tx.query(`insert into local_stack.state (key, value) values ('after', 'works')`));
    expect(await stateValue('after')).toBe('works');
  });

  it('does not touch statements within their deadline, nor maintenance work', async () => {
    const result = await db.transaction((tx) => tx.query<{ slept: string }>(`select pg_sleep(${DEADLINE_MS / 4000})::text as slept`));
    expect(result.rows).toEqual([{ slept: '' }]);
    await db.maintenance((tx) => tx.query(`select pg_sleep(${(DEADLINE_MS * 2) / 1000})`));
  });
});
