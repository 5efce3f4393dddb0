import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runRandomSync, type RunReport } from '../../support/sync/randomSync/driver';
import { fakeWorld } from '../../support/sync/randomSync/fakeWorld';

/**
 * The randomized sync test at engine level (src/data/README.md, "Randomized sync test"): two
 * devices against the in-memory server, requests dropped and answers lost, offline spells,
 * reloads and second tabs; the model's checks per seed. A few fixed seeds run in `npm test`;
 * SYNC_SEEDS=<n> (and SYNC_SEED=<first>, SYNC_OPERATIONS=<edits per seed>) run more, and
 * SYNC_SEED alone replays one seed.
 */
const DEFAULT_SEEDS = [1, 2, 3, 4, 5, 6];
const operations = Number(process.env.SYNC_OPERATIONS ?? 40);
const first = process.env.SYNC_SEED === undefined ? null : Number(process.env.SYNC_SEED);
const count = process.env.SYNC_SEEDS === undefined ? null : Number(process.env.SYNC_SEEDS);
const seeds = first === null && count === null ? DEFAULT_SEEDS : Array.from({ length: count ?? 1 }, (_, index) => (first ?? 1000) + index);

function summary(reports: RunReport[]): string {
  const sum = (pick: (report: RunReport) => number) => reports.reduce((total, report) => total + pick(report), 0);
  return `${reports.length} seeds, ${sum((r) => r.operations)} edits, ${sum((r) => r.requests)} requests (${sum((r) => r.dropped)} dropped, ${sum((r) => r.lostAnswers)} answers lost), ${sum((r) => r.reloads)} reloads, ${sum((r) => r.tabsOpened)} tabs, ${sum((r) => r.conflicts)} conflicts (${sum((r) => r.deleteConflicts)} of deletes), ${sum((r) => r.discarded)} discarded`;
}

describe('randomized sync (engine level)', () => {
  const reports: RunReport[] = [];

  it.each(seeds)('seed %i: both devices and the server end in the state the model expects', { timeout: 120_000 }, async (seed) => {
    const report = await runRandomSync({ seed, operations, world: fakeWorld(), seededIds: true });
    reports.push(report);
    if (report.problems.length > 0) console.log(report.log.join('\n'));
    expect(report.problems).toEqual([]);
    expect(report.operations).toBe(operations);
    if (reports.length === seeds.length) console.log(`randomized sync: ${summary(reports)}`);
  });
});
