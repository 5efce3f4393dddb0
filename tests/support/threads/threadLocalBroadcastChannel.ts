import { isMainThread } from 'node:worker_threads';

/**
 * Vitest runs test files in worker threads of one process, and Node's BroadcastChannel reaches
 * every thread of a process: one file's Dexie heard another file's writes (its cross-tab change
 * events) and re-ran live queries on rows it never had. In a worker thread the global channel is
 * replaced by one that reaches only the channels of its own thread, as a browser profile's tabs
 * reach only each other. Messages arrive as a task later, as they do there, and fake timers do not
 * hold them back.
 */
type Listener = (event: { type: 'message'; data: unknown; target: ThreadLocalBroadcastChannel }) => void;

const later = setImmediate;
const open = new Map<string, Set<ThreadLocalBroadcastChannel>>();

class ThreadLocalBroadcastChannel {
  readonly name: string;
  onmessage: Listener | null = null;
  onmessageerror: Listener | null = null;
  #listeners = new Set<Listener>();
  #closed = false;

  constructor(name: string) {
    this.name = String(name);
    const peers = open.get(this.name) ?? new Set();
    peers.add(this);
    open.set(this.name, peers);
  }

  postMessage(message: unknown): void {
    if (this.#closed) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    const data = structuredClone(message);
    for (const peer of open.get(this.name) ?? []) if (peer !== this) later(() => peer.#deliver(data));
  }

  addEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.#listeners.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.#listeners.delete(listener);
  }

  close(): void {
    this.#closed = true;
    open.get(this.name)?.delete(this);
  }

  // Node's channel keeps the thread alive unless unref'd; this one holds nothing open.
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  #deliver(data: unknown): void {
    if (this.#closed) return;
    const event = { type: 'message' as const, data, target: this };
    this.onmessage?.(event);
    for (const listener of this.#listeners) listener(event);
  }
}

if (!isMainThread) globalThis.BroadcastChannel = ThreadLocalBroadcastChannel as unknown as typeof BroadcastChannel;
