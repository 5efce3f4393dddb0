import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../../supabase/local/index.ts';
import { runRandomSync } from '../../support/sync/randomSync/driver';
import { startDataStack } from '../../support/sync/dataStack';
import { stackWorld } from '../../support/sync/stackWorld';

/**
 * One seed of the randomized sync test against the local stack (real Postgres with the
 * migrations, RLS and the apply_update / apply_delete / add_album_images functions, through
 * supabase-js), so the model's expectations hold for the real server, not only for the fake the
 * engine-level seeds use. SYNC_STACK_SEED and SYNC_STACK_OPERATIONS choose another run.
 */
const seed = Number(process.env.SYNC_STACK_SEED ?? 8);
const operations = Number(process.env.SYNC_STACK_OPERATIONS ?? 40);

let stack: LocalStack;

beforeAll(async () => {
  stack = await startDataStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('randomized sync against the local stack', () => {
  it(`seed ${seed}: both devices and the server end in the state the model expects`, { timeout: 180_000 }, async () => {
    const report = await runRandomSync({ seed, operations, world: await stackWorld(stack), faults: { drop: 0.15, loseAnswer: 0.3 } });
    if (report.problems.length > 0) console.log(report.log.join('\n'));
    expect(report.problems).toEqual([]);
    expect(report.operations).toBe(operations);
    expect(report.dropped + report.lostAnswers).toBeGreaterThan(0);
    console.log(
      `randomized sync (local stack), seed ${seed}: ${report.operations} edits, ${report.requests} requests (${report.dropped} dropped, ${report.lostAnswers} answers lost), ${report.reloads} reloads, ${report.tabsOpened} tabs, ${report.conflicts} conflicts`,
    );
  });
});
