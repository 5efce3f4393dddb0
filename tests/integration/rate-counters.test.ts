import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/db/open.ts';

type Database = Awaited<ReturnType<typeof openDatabase>>;
let db: Database;

beforeAll(async () => {
  db = await openDatabase({ dataDir: ':memory:', log: () => undefined });
});

afterAll(async () => {
  await db?.close();
});

describe('private.rate_counter_hit (the chat history limit)', () => {
  it('counts hits per subject and window and deletes the counters of ended windows', async () => {
    await db.query(`insert into private.rate_counters (key, window_end, hits) values ('ended', now() - interval '1 minute', 7)`);
    const first = await db.query<{ hits: number; retry_after_seconds: number }>(`select * from private.rate_counter_hit('test:a', 60)`);
    const second = await db.query<{ hits: number }>(`select * from private.rate_counter_hit('test:a', 60)`);
    const other = await db.query<{ hits: number }>(`select * from private.rate_counter_hit('test:b', 60)`);
    expect([first.rows[0]?.hits, second.rows[0]?.hits, other.rows[0]?.hits]).toEqual([1, 2, 1]);
    expect(first.rows[0]?.retry_after_seconds).toBeGreaterThanOrEqual(1);
    expect(first.rows[0]?.retry_after_seconds).toBeLessThanOrEqual(60);
    const ended = await db.query(`select 1 from private.rate_counters where key = 'ended'`);
    expect(ended.rows).toHaveLength(0);
  });

  // PGlite has one connection, so two transactions cannot hold locks here at once: the rule is
  // checked on the functions' definitions. A cleanup that waits for rows another call holds can
  // deadlock with it at a window's end (Postgres then fails one of them: a lost chat message).
  it('every function that deletes ended counters skips the rows another call holds, so no call waits on another', async () => {
    const cleaners = await db.query<{ name: string; definition: string }>(
      `select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prokind = 'f'
          and pg_get_functiondef(p.oid) ~* 'delete\\s+from\\s+private\\.rate_counters'`,
    );
    expect(cleaners.rows.map((row) => row.name).sort()).toEqual([
      'chat_rate_limit_hit(text,text,integer,integer,integer,integer,integer)',
      'private.rate_counter_hit(text,integer)',
    ]);
    for (const { definition } of cleaners.rows) expect(definition).toMatch(/for update skip locked/i);
  });
});
