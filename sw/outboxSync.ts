import { FLUSH_OUTBOX } from '../src/lib/serviceWorkerProtocol';

export interface OutboxSyncDeps {
  /** Every window of the site, controlled by this worker or not (`clients.matchAll`). */
  windows(): Promise<readonly { postMessage(message: unknown): void }[]>;
  /** The worker's own drain (staff workers only; sw/outboxDrain.ts). */
  drain: (() => Promise<void>) | undefined;
}

export type OutboxSyncOutcome = 'askedPages' | 'drained' | 'nothing';

/**
 * What the worker does on the `wichtrey-outbox` sync event: an open page drains (its engine shows
 * the progress and the outcome to staff), so it is asked to; with no page open, the worker drains
 * itself with the same engine. A rejection (entries still waiting) fails the event, and the browser
 * fires it again later.
 */
export async function onOutboxSync(deps: OutboxSyncDeps): Promise<OutboxSyncOutcome> {
  const windows = await deps.windows();
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: FLUSH_OUTBOX });
    return 'askedPages';
  }
  if (!deps.drain) return 'nothing';
  await deps.drain();
  return 'drained';
}
