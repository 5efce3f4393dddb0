import { liveQuery } from 'dexie';
import { db } from '../db/database';
import { refreshCollections } from '../mirror/pullScheduler';
import { backendReachedBefore, onBackendReached } from '../remote/backendReached';
import { getRemote } from '../remote/defaultRemote';
import { onOutboxChanged } from './outboxSignal';
import { claimConflictAnnouncement as claimConflict, claimFailureAnnouncement as claimFailure, claimStallAnnouncement as claimStall } from './outboxTransitions';
import { createSyncEngine, type SyncEngine } from './syncEngine';
import { useSyncStatusStore, type SyncStatus } from './syncStatus';

/** Same value as FLUSH_OUTBOX in src/lib/serviceWorkerProtocol.ts (the worker's Background Sync). */
const FLUSH_OUTBOX_MESSAGE = 'FLUSH_OUTBOX';
/** A window event anyone (the service-worker glue, tests) may dispatch to ask for a drain. */
export const FLUSH_OUTBOX_EVENT = 'wichtrey:flush-outbox';

let engine: SyncEngine | null = null;
let started = false;

/** The app's engine: the page's database, real backend, Web Locks, real clock. */
function getSyncEngine(): SyncEngine {
  engine ??= createSyncEngine({ db, remote: getRemote, status: useSyncStatusStore, refreshCollections });
  return engine;
}

/** Asks for a drain now (service worker message, reconnect, after an edit). */
export function requestSync(): void {
  void getSyncEngine().drain();
}

/** The connection works again: what waits out a backoff goes now. */
function connectionBack(): void {
  getSyncEngine().connectionBack();
}

/** Back online: entries waiting out a backoff are due, and a drain starts in any case. */
function backOnline(): void {
  connectionBack();
  requestSync();
}

function isFlushMessage(data: unknown): boolean {
  return data === FLUSH_OUTBOX_MESSAGE || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FLUSH_OUTBOX_MESSAGE);
}

/**
 * Starts draining while a staff session exists (idempotent). The engine itself checks the
 * session before every pass, so calling this early is harmless.
 */
export function startSync(): void {
  if (started) return;
  started = true;
  // A new edit: the server may be back unnoticed, so what waits before it is tried now (a walk-through's edit waited 20 s behind a backoff).
  onOutboxChanged(() => getSyncEngine().editMade());
  onBackendReached(connectionBack);
  // The page's reads got through before its sync started (a reload after an outage): what waits
  // out a backoff from an earlier page goes now, not when that page's timer would have fired.
  if (backendReachedBefore()) connectionBack();
  if (typeof window !== 'undefined') {
    window.addEventListener('online', backOnline);
    window.addEventListener(FLUSH_OUTBOX_EVENT, requestSync);
    window.addEventListener('message', (event: MessageEvent) => {
      if (isFlushMessage(event.data)) requestSync();
    });
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      if (isFlushMessage(event.data)) requestSync();
    });
  }
  // The status follows the outbox whoever changes it (this tab's commands, the engine, other tabs).
  liveQuery(() => db.outbox.count()).subscribe({ next: () => void getSyncEngine().refreshStatus(), error: () => undefined });
  requestSync();
}

/** Staff ask to try now what waits for the server ('Jetzt erneut versuchen'). */
export function retryWaiting(): void {
  backOnline();
}

export function retryFailed(id: string): Promise<void> {
  return getSyncEngine().retryFailed(id);
}

export function discardFailed(id: string): Promise<void> {
  return getSyncEngine().discardFailed(id);
}

/** True for the one tab that tells staff of this failed entry (see outboxTransitions.ts). */
export function claimFailureAnnouncement(opId: string): Promise<boolean> {
  return claimFailure(db, opId);
}

/** True for the one tab that tells staff of this entry's conflict. */
export function claimConflictAnnouncement(opId: string): Promise<boolean> {
  return claimConflict(db, opId);
}

/** True for the one tab that warns staff of this entry's stall. */
export function claimStallAnnouncement(opId: string): Promise<boolean> {
  return claimStall(db, opId);
}

export function resolveConflict(id: string, choice: 'mine' | 'theirs'): Promise<void> {
  return getSyncEngine().resolveConflict(id, choice);
}

/** Pending count, syncing flag, last sync, last error, failed entries and conflicts. */
export function useSyncStatus(): SyncStatus {
  return useSyncStatusStore();
}
