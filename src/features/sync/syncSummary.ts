import { syncText } from '../../content/sync';

export interface SyncSummaryInput {
  pending: number;
  syncing: boolean;
  /** Failed entries plus conflicts: they need a decision. */
  problems: number;
  /** Entries that keep failing while they wait. */
  stalled: number;
}

export type SyncTone = 'ok' | 'busy' | 'problem';

/** What the indicator and the panel say: 'Alles gespeichert' only when nothing waits or failed. */
export function syncSummary({ pending, syncing, problems, stalled }: SyncSummaryInput): { tone: SyncTone; text: string } {
  if (problems > 0) return { tone: 'problem', text: syncText.problems(problems) };
  if (stalled > 0) return { tone: 'problem', text: syncText.stalledShort };
  if (syncing) return { tone: 'busy', text: syncText.syncing };
  if (pending > 0) return { tone: 'busy', text: syncText.pending(pending) };
  return { tone: 'ok', text: syncText.upToDate };
}

/**
 * Whether the browser sends waiting edits with every page of the site closed (Background Sync:
 * the service worker drains them). Without it (Safari, Firefox) they go when the site is opened.
 */
export function hasBackgroundSync(): boolean {
  return typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype;
}
