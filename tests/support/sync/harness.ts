import { clearDatabase, db } from '../../../src/data/db/database';
import type { Offer } from '../../../src/data/rows';
import { createSyncEngine, type SyncEngine } from '../../../src/data/sync/syncEngine';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { setRemote } from '../../../src/data/remote/defaultRemote';
import { resetPullScheduler } from '../../../src/data/mirror/pullScheduler';
import { FakeRemote } from './fakeRemote';

/** A manual clock and timer queue, so backoff and timers run without waiting. */
export class ManualClock {
  now = Date.now();
  timers: { at: number; run: () => void; cancelled: boolean }[] = [];

  setTimer = (run: () => void, ms: number): (() => void) => {
    const timer = { at: this.now + ms, run, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };

  /** Moves time forward and fires the timers that came due. */
  advance(ms: number): void {
    this.now += ms;
    const due = this.timers.filter((timer) => !timer.cancelled && timer.at <= this.now);
    this.timers = this.timers.filter((timer) => !due.includes(timer));
    due.forEach((timer) => timer.run());
  }

  get waiting(): number {
    return this.timers.filter((timer) => !timer.cancelled).length;
  }
}

export interface Harness {
  remote: FakeRemote;
  clock: ManualClock;
  engine: SyncEngine;
  refreshed: string[][];
  /** Resolves once every drain started so far (also by timers) is over. */
  settle(): Promise<void>;
}

export async function setUp(): Promise<Harness> {
  await clearDatabase();
  // Each test is a new page load: nothing pulled in memory yet.
  resetPullScheduler();
  useSyncStatusStore.setState({ pending: 0, waiting: [], syncing: false, lastSyncAt: null, lastError: null, failed: [], conflicts: [] });
  const remote = new FakeRemote();
  setRemote(remote);
  const clock = new ManualClock();
  const refreshed: string[][] = [];
  const engine = createSyncEngine({
    db,
    status: useSyncStatusStore,
    remote: () => remote,
    now: () => clock.now,
    setTimer: clock.setTimer,
    lock: async (task) => {
      await task();
      return true;
    },
    isOnline: () => true,
    refreshCollections: async (prefixes) => {
      refreshed.push(prefixes);
    },
  });
  const settle = async () => {
    // A drain that is running is joined by drain(); a second call then finds nothing new.
    await engine.drain();
  };
  return { remote, clock, engine, refreshed, settle };
}

let order = 0;
export function offerRow(values: Partial<Offer> = {}): Offer {
  order += 1;
  const stamp = `2025-06-01T00:00:00.${String(order).padStart(3, '0')}+00:00`;
  return {
    id: crypto.randomUUID(),
    name: `Offer ${order}`,
    manufacturer: null,
    info: null,
    original_price: 100,
    sale_price: 80,
    discount: 20,
    images: [],
    display_order: order,
    created_at: stamp,
    updated_at: stamp,
    ...values,
  };
}

/** Puts offers on the server and into the mirror, as a pull would. */
export async function seedOffers(remote: FakeRemote, count: number): Promise<Offer[]> {
  const rows = Array.from({ length: count }, () => offerRow());
  rows.forEach((row) => remote.seed('offers', row));
  await db.offers.bulkPut(rows);
  return rows;
}

export const input = (name: string) => ({ name, manufacturer: 'M', info: null, original_price: 200, sale_price: 150, discount: 25 });

export function pngImage(): { blob: Blob; extension: string } {
  return { blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), extension: 'png' };
}
