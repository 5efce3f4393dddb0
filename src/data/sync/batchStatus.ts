import { liveQuery } from 'dexie';
import { db } from '../db/database';
import type { OutboxEntry } from '../db/outboxEntry';

/**
 * Where the edits of one command stand, as staff should be told:
 * - `sending`: on the device, going out now;
 * - `waiting`: on the device, sent once the connection (`offline`) or the server (`server`) is back;
 * - `done`: all of it, uploads included, is on the server;
 * - `failed` / `conflict`: refused for good, or in conflict (the sync panel has the details).
 */
export type BatchStatus =
  | { state: 'sending' }
  | { state: 'waiting'; reason: 'offline' | 'server' }
  | { state: 'done' }
  | { state: 'failed' }
  | { state: 'conflict' };

/**
 * `behindRetry`: an earlier edit waits out a failed attempt, and edits go out strictly in order, so
 * this batch waits for the server too (an edit after a stalled upload said 'wird gesendet' for as
 * long as the status said 'Übertragung stockt').
 */
export function batchStatusOf(entries: OutboxEntry[], online: boolean, behindRetry = false): BatchStatus {
  if (entries.length === 0) return { state: 'done' };
  if (entries.some((entry) => entry.state === 'failed')) return { state: 'failed' };
  if (entries.some((entry) => entry.state === 'conflict')) return { state: 'conflict' };
  if (!online) return { state: 'waiting', reason: 'offline' };
  if (behindRetry || entries.some((entry) => entry.attempts > 0)) return { state: 'waiting', reason: 'server' };
  return { state: 'sending' };
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Calls `onStatus` with the batch's status now and whenever it changes (in any tab: Dexie's live
 * queries see other tabs' writes). Returns the function that stops watching.
 */
export function watchBatch(batchId: string, onStatus: (status: BatchStatus) => void): () => void {
  let last = '';
  let read: { entries: OutboxEntry[]; behindRetry: boolean } | null = null;
  const emit = () => {
    if (!read) return;
    const status = batchStatusOf(read.entries, isOnline(), read.behindRetry);
    const key = JSON.stringify(status);
    if (key === last) return;
    last = key;
    onStatus(status);
  };
  const subscription = liveQuery(async () => {
    const entries = await db.outbox.where('batchId').equals(batchId).toArray();
    const first = Math.min(...entries.map((entry) => entry.seq ?? Infinity));
    const behindRetry =
      entries.length > 0 && (await db.outbox.where('seq').below(first).filter((entry) => entry.state === 'pending' && entry.attempts > 0).count()) > 0;
    return { entries, behindRetry };
  }).subscribe({
    next: (value) => {
      read = value;
      emit();
    },
    error: () => undefined,
  });
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', emit);
    window.addEventListener('offline', emit);
  }
  return () => {
    subscription.unsubscribe();
    if (hasWindow) {
      window.removeEventListener('online', emit);
      window.removeEventListener('offline', emit);
    }
  };
}
