import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOneWindow } from '../../support/backend/fromAddress';

afterEach(() => {
  vi.useRealTimers();
});

/** An attempt that takes `ms` of the clock, then passes or fails. */
const attemptTaking = (ms: number, outcome: () => void) =>
  vi.fn(async () => {
    vi.setSystemTime(Date.now() + ms);
    outcome();
  });

const failing = () => {
  throw new Error('limit not held');
};

describe('inOneWindow (the chat limit tests run on fresh counters within one minute)', () => {
  it('reports a failure inside one window at once', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T12:00:10Z') });
    const attempt = attemptTaking(3000, failing);
    await expect(inOneWindow(60, attempt)).rejects.toThrow('limit not held');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("runs again when a window's end fell inside the failed run, and passes if that run does", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T12:00:58Z') });
    let runs = 0;
    const attempt = attemptTaking(3000, () => {
      runs += 1;
      if (runs === 1) failing();
    });
    await inOneWindow(60, attempt);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up after three runs that each crossed a window', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T12:00:58Z') });
    const attempt = attemptTaking(60_000, failing);
    await expect(inOneWindow(60, attempt)).rejects.toThrow('limit not held');
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});
