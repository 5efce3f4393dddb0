import { BroadcastChannel as ProcessWideChannel, isMainThread, Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** What the channel hears within `ms`. */
function collect(channel: BroadcastChannel | ProcessWideChannel, ms: number): Promise<unknown[]> {
  const heard: unknown[] = [];
  (channel as { onmessage: ((event: { data: unknown }) => void) | null }).onmessage = (event) => heard.push(event.data);
  return new Promise((resolve) => setTimeout(() => resolve(heard), ms));
}

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
    const heard = collect(receiver, 50);
    const echoed = collect(sender, 50);
    const strayed = collect(stranger, 50);
    sender.postMessage({ n: 1 });
    expect(await heard).toEqual([{ n: 1 }]);
    expect(await echoed).toEqual([]);
    expect(await strayed).toEqual([]);
    receiver.close();
    const afterClose = collect(receiver, 50);
    sender.postMessage({ n: 2 });
    expect(await afterClose).toEqual([]);
    sender.close();
    stranger.close();
    expect(() => sender.postMessage({ n: 3 })).toThrow(/closed/);
  });

  it('does not hear another thread of the process, which Node\'s own channel does', async () => {
    const local = new BroadcastChannel('across-threads');
    const processWide = new ProcessWideChannel('across-threads');
    const heardHere = collect(local, 300);
    const heardProcessWide = collect(processWide, 300);
    await postFromAnotherThread('across-threads', 'a write in another file');
    expect(await heardProcessWide).toEqual(['a write in another file']);
    expect(await heardHere).toEqual([]);
    local.close();
    processWide.close();
  });
});
