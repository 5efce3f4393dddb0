import { describe, expect, it, vi } from 'vitest';
import { FLUSH_OUTBOX } from '../../../src/lib/serviceWorkerProtocol';
import { onOutboxSync } from '../../../sw/outboxSync';

/** The worker's answer to the `wichtrey-outbox` sync event (sw/sw.ts hands it the real clients and drain). */

function page() {
  return { postMessage: vi.fn<(message: unknown) => void>() };
}

describe('the wichtrey-outbox sync event', () => {
  it('with a page of the site open: the page is asked to drain, the worker does not drain itself', async () => {
    const pages = [page(), page()];
    const drain = vi.fn(async () => undefined);
    expect(await onOutboxSync({ windows: async () => pages, drain })).toBe('askedPages');
    for (const open of pages) expect(open.postMessage).toHaveBeenCalledWith({ type: FLUSH_OUTBOX });
    expect(drain).not.toHaveBeenCalled();
  });

  it('with no page open: the worker drains, and the event lasts until the drain is over', async () => {
    let finish!: () => void;
    const drain = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let settled = false;
    const event = onOutboxSync({ windows: async () => [], drain }).then((outcome) => {
      settled = true;
      return outcome;
    });
    await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    finish();
    expect(await event).toBe('drained');
  });

  it('a drain that leaves edits waiting fails the event, so the browser fires it again', async () => {
    const drain = vi.fn(async () => {
      throw new Error('1 outbox entries still wait for the server');
    });
    await expect(onOutboxSync({ windows: async () => [], drain })).rejects.toThrow(/still wait/);
  });

  it("a visitor's worker (no drain of its own) with no page open does nothing", async () => {
    expect(await onOutboxSync({ windows: async () => [], drain: undefined })).toBe('nothing');
  });
});
