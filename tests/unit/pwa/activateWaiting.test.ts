import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateWaiting } from '../../../src/features/pwa/activateWaiting';
import { SKIP_WAITING } from '../../../src/lib/serviceWorkerProtocol';

/** A waiting worker as the page sees one: its state, its statechange events, the messages it was sent. */
function waitingWorker() {
  const worker = Object.assign(new EventTarget(), { state: 'installed' as ServiceWorkerState, sent: [] as unknown[] });
  const postMessage = (message: unknown) => worker.sent.push(message);
  const become = (state: ServiceWorkerState) => {
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker: Object.assign(worker, { postMessage }) as unknown as ServiceWorker, sent: worker.sent, become };
}

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('activateWaiting', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the worker to skip waiting, and resolves only once it is activated, not while it is activating', async () => {
    const { worker, sent, become } = waitingWorker();
    const activated = activateWaiting(worker);
    expect(sent).toEqual([{ type: SKIP_WAITING }]);
    become('activating');
    expect(await settled(activated)).toBe(false);
    become('activated');
    expect(await settled(activated)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks again every 5 seconds while the worker still waits (the old version still answering a request)', async () => {
    const { worker, sent, become } = waitingWorker();
    const activated = activateWaiting(worker);
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(3);
    become('activated');
    expect(await settled(activated)).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(3);
  });

  it('resolves when a newer worker replaced it (redundant): the reload then shows whichever version is active', async () => {
    const { worker, become } = waitingWorker();
    const activated = activateWaiting(worker);
    become('redundant');
    expect(await settled(activated)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves at once, asking nothing, for a worker already activated (another tab chose first)', async () => {
    const { worker, sent, become } = waitingWorker();
    become('activated');
    expect(await settled(activateWaiting(worker))).toBe(true);
    expect(sent).toEqual([]);
  });
});
