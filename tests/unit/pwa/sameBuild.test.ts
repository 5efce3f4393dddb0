import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sameBuild } from '../../../src/features/pwa/sameBuild';

// Only identity matters to sameBuild: a worker is whatever messageWorker is asked about.
const active = { scriptURL: '/sw.js' } as ServiceWorker;
const waiting = { scriptURL: '/sw.js?staff' } as ServiceWorker;

/** A messageWorker whose workers answer with these digests; `undefined`: that one never answers. */
function answering(digests: Map<ServiceWorker, string | undefined>) {
  return (worker: ServiceWorker) => {
    const digest = digests.get(worker);
    return digest === undefined ? new Promise<never>(() => {}) : Promise.resolve(digest);
  };
}

describe('sameBuild', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is true when both workers name the same build (a staff worker of the same deploy), and leaves no wait running', async () => {
    await expect(sameBuild(answering(new Map([[active, 'abc'], [waiting, 'abc']])), active, waiting)).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is false when the waiting worker is another build (a new version to offer)', async () => {
    await expect(sameBuild(answering(new Map([[active, 'abc'], [waiting, 'def']])), active, waiting)).resolves.toBe(false);
  });

  it('is false after 3 s when a worker of an older build never answers', async () => {
    const answer = sameBuild(answering(new Map([[active, undefined], [waiting, 'abc']])), active, waiting);
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe(false);
  });

  it('is false without an active or a waiting worker, asking nothing', async () => {
    const messageWorker = vi.fn(() => Promise.resolve('abc'));
    await expect(sameBuild(messageWorker, null, waiting)).resolves.toBe(false);
    await expect(sameBuild(messageWorker, active, undefined)).resolves.toBe(false);
    expect(messageWorker).not.toHaveBeenCalled();
  });
});
