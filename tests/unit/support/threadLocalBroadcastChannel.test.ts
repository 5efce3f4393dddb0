import { BroadcastChannel as ProcessWideChannel, isMainThread, Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** What the channel hears, and a promise of its first message (no fixed wait: load cannot fail it). */
function listen(channel: BroadcastChannel | ProcessWideChannel) {
  const heard: unknown[] = [];
  let arrived!: () => void;
  const firstMessage = new Promise<void>((resolve) => (arrived = resolve));
  (channel as { onmessage: ((event: { data: unknown }) => void) | null }).onmessage = (event) => {
    heard.push(event.data);
    arrived();
  };
  return { heard, firstMessage };
}

/** Deliveries queued with one already made have run by then. */
const aTaskLater = () => new Promise((resolve) => setImmediate(resolve));

/** Posts `message` on `name` from another thread of this process, over Node's own channel. */
function postFromAnotherThread(name: string, message: string): Promise<void> {
  const worker = new Worker(
    `const { BroadcastChannel } = require('node:worker_threads'); const c = new BroadcastChannel(${JSON.stringify(name)}); c.postMessage(${JSON.stringify(message)}); c.close();`,
    { eval: true },
  );
  return new Promise((resolve, reject) => {
    worker.once('exit', () => resolve());
    worker.once('error', reject);
  });
}

describe('the test threads\' BroadcastChannel (tests/support/threads)', () => {
  it('runs in a worker thread, where it replaces the process-wide channel', () => {
    expect(isMainThread).toBe(false);
    expect(globalThis.BroadcastChannel).not.toBe(ProcessWideChannel);
  });

  it('reaches the other channels of its name in this thread, not itself, and none once closed', async () => {
    const sender = new BroadcastChannel('same-thread');
    const receiver = new BroadcastChannel('same-thread');
    const stranger = new BroadcastChannel('other-name');
    const received = listen(receiver);
    const echoed = listen(sender);
    const strayed = listen(stranger);
    sender.postMessage({ n: 1 });
    await received.firstMessage;
    await aTaskLater();
    expect(received.heard).toEqual([{ n: 1 }]);
    expect(echoed.heard).toEqual([]);
    expect(strayed.heard).toEqual([]);

    receiver.close();
    const witness = listen(new BroadcastChannel('same-thread'));
    sender.postMessage({ n: 2 });
    await witness.firstMessage;
    await aTaskLater();
    expect(witness.heard).toEqual([{ n: 2 }]);
    expect(received.heard).toEqual([{ n: 1 }]);
    sender.close();
    stranger.close();
    expect(() => sender.postMessage({ n: 3 })).toThrow(/closed/);
  });

  it('does not hear another thread of the process, which Node\'s own channel does', async () => {
    const local = new BroadcastChannel('across-threads');
    const processWide = new ProcessWideChannel('across-threads');
    const heardHere = listen(local);
    const heardProcessWide = listen(processWide);
    await postFromAnotherThread('across-threads', 'a write in another file');
    await heardProcessWide.firstMessage;
    await aTaskLater();
    expect(heardProcessWide.heard).toEqual(['a write in another file']);
    expect(heardHere.heard).toEqual([]);
    local.close();
    processWide.close();
  });
});
