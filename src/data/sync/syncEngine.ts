import type { WichtreyDatabase } from '../db/database';
import type { OutboxEntry } from '../db/outboxEntry';
import type { OutboxUploader } from '../remote/remote';
import { backoffMs, describeTransientError, isTransient, MESSAGES } from './classifyError';
import { changeCount, entryCount, entryLabel, entryRowId, entryTable, STALLED_AFTER_ATTEMPTS } from './entryDescription';
import { createOutboxLock, type OutboxLock } from './outboxLock';
import {
  byProblemSince,
  completeEntry,
  discardFailedEntries,
  failWithDependents,
  markConflict,
  resolveConflictEntry,
  retryFailedEntries,
  scheduleRetry,
} from './outboxTransitions';
import { conflictOf } from './conflictDetails';
import { replayEntry } from './replayEntry';
import type { Conflict, FailedEntry, StalledEntry, SyncStatus, WaitingEntry } from './syncStatus';

/** Where the engine reports its status: the page's zustand store, or anything alike (the worker). */
export interface SyncStatusSink {
  setState(update: Partial<SyncStatus> | ((state: SyncStatus) => Partial<SyncStatus>)): void;
}

export interface SyncEngineDeps {
  /** The device's database (the mirror and the outbox); the page and the worker open the same one. */
  db: WichtreyDatabase;
  /** What the drain sends through (asked for anew before each use, so tests can swap it). */
  remote: () => OutboxUploader;
  status: SyncStatusSink;
  now: () => number;
  lock: OutboxLock;
  /** Calls `run` after `ms`; returns a cancel function. */
  setTimer: (run: () => void, ms: number) => () => void;
  isOnline: () => boolean;
  /** After entries of these collections reached the server (or were reverted): pull them. */
  refreshCollections: (prefixes: string[]) => Promise<void>;
  /**
   * Replay only under a staff session (default). Queued edits stay on the device when someone
   * else signs in on it; they go out at the next staff sign-in instead of failing under the wrong
   * account. Tests switch it off to prove that the server refuses non-staff writes by itself.
   */
  requireStaff: boolean;
}

export interface SyncEngine {
  /** Replays what can be replayed now; resolves when this pass is over. */
  drain(): Promise<void>;
  retryFailed(id: string): Promise<void>;
  discardFailed(id: string): Promise<void>;
  resolveConflict(id: string, choice: 'mine' | 'theirs'): Promise<void>;
  /**
   * A request got through, or the browser came online: entries waiting out a backoff after a
   * failure from before this moment are tried at once (the backoff applies only while nothing
   * gets through).
   */
  connectionBack(): void;
  /**
   * Staff made a new edit: it would wait behind an entry waiting out a backoff, while the server
   * may be back with nothing having told the page. That entry is tried once now, the edit after it.
   */
  editMade(): void;
  /** Cancels the retry timer (tests, sign-out). */
  stop(): void;
  refreshStatus(): Promise<void>;
}

/** Refresh the token when it expires within this margin, so no replay goes out expired. */
const TOKEN_MARGIN_S = 30;
/** How long to wait before trying again when the session cannot be checked (offline). */
const SESSION_RETRY_MS = 5000;

function collectionPrefix(entry: OutboxEntry): string[] {
  const { payload } = entry;
  if (payload.kind === 'upload' || payload.kind === 'removeFile') return [];
  if (payload.kind === 'move') return ['offers'];
  if (payload.table === 'offers') return ['offers'];
  if (payload.table === 'albums') return ['albums', 'images:'];
  return ['images:', 'albums'];
}

export function createSyncEngine(deps: Partial<SyncEngineDeps> & Pick<SyncEngineDeps, 'db' | 'remote' | 'status'>): SyncEngine {
  const d: SyncEngineDeps = {
    now: () => Date.now(),
    lock: createOutboxLock(deps.db),
    setTimer: (run, ms) => {
      const handle = setTimeout(run, ms);
      return () => clearTimeout(handle);
    },
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    refreshCollections: async () => undefined,
    requireStaff: true,
    ...deps,
  };

  let running: Promise<void> | null = null;
  let again = false;
  let timer: { at: number; cancel: () => void } | null = null;
  /** Failures before this moment are due at once: a request got through since, the browser came online, or staff made an edit. */
  let retryFrom = 0;

  /** Due by its backoff, or failed before there was reason to try again. */
  function isDue(entry: OutboxEntry): boolean {
    return entry.nextAttemptAt <= d.now() || (entry.lastFailedAt !== undefined && entry.lastFailedAt < retryFrom);
  }

  /** What waits out a backoff from before now is tried now. */
  function tryWaitingNow(): void {
    retryFrom = d.now();
    // Only when something waits for a timer: a request of a running pass must not start another.
    if (!timer) return;
    timer.cancel();
    timer = null;
    void drain();
  }

  function wakeAt(at: number): void {
    if (timer && timer.at <= at) return;
    timer?.cancel();
    const cancel = d.setTimer(
      () => {
        timer = null;
        void drain();
      },
      Math.max(0, at - d.now()),
    );
    timer = { at, cancel };
  }

  // Calls overlap (a pass, a discard, the outbox watcher): only the newest read may set the status,
  // or an older read that ends later would bring back an entry already discarded.
  let latestStatusRead = 0;

  async function refreshStatus(): Promise<void> {
    const read = ++latestStatusRead;
    const entries = await d.db.outbox.orderBy('seq').toArray();
    if (read !== latestStatusRead) return;
    const problems = entries.filter((entry) => entry.state !== 'pending').sort(byProblemSince);
    const failed: FailedEntry[] = problems
      .filter((entry) => entry.state === 'failed' && !entry.causeOpId)
      .map((entry) => ({
        id: entry.opId,
        kind: entry.payload.kind,
        table: entryTable(entry),
        bucket: entry.payload.kind === 'upload' ? entry.payload.bucket : null,
        rowId: entryRowId(entry),
        label: entryLabel(entry),
        count: entryCount(entry),
        message: entry.error ?? '',
        dependents: entries.filter((other) => other.causeOpId === entry.opId).length,
        retryable: !entry.rowGone,
      }));
    const stalled: StalledEntry[] = entries
      .filter((entry) => entry.state === 'pending' && entry.attempts >= STALLED_AFTER_ATTEMPTS)
      .map((entry) => ({ id: entry.opId, kind: entry.payload.kind, table: entryTable(entry), label: entryLabel(entry), attempts: entry.attempts, message: entry.error ?? '' }));
    const waiting: WaitingEntry[] = entries
      .filter((entry) => entry.state === 'pending' && entry.attempts < STALLED_AFTER_ATTEMPTS)
      .map((entry) => ({ id: entry.opId, kind: entry.payload.kind, table: entryTable(entry), label: entryLabel(entry), count: entryCount(entry), batchId: entry.batchId }));
    const conflicts: Conflict[] = problems.flatMap((entry) => conflictOf(entry) ?? []);
    const pending = changeCount(entries.filter((entry) => entry.state === 'pending'));
    d.status.setState((state) => ({
      pending,
      waiting,
      failed,
      conflicts,
      stalled,
      lastError: failed.length === 0 && conflicts.length === 0 ? null : (state.lastError ?? failed[0]?.message ?? conflicts[0]?.message ?? null),
    }));
  }

  /** 'ok' with a fresh token; 'wait' when it cannot be checked now; 'signedOut' otherwise. */
  async function ensureFreshSession(): Promise<'ok' | 'wait' | 'signedOut'> {
    const remote = d.remote();
    let session = await remote.currentSession();
    if (session.error) return isTransient(session.error) ? 'wait' : 'signedOut';
    if (!session.data) return 'signedOut';
    if (session.data.expiresAt - TOKEN_MARGIN_S <= d.now() / 1000) {
      session = await remote.refreshSession();
      if (session.error) return isTransient(session.error) ? 'wait' : 'signedOut';
      if (!session.data || session.data.expiresAt <= d.now() / 1000) return 'signedOut';
    }
    if (d.requireStaff && !session.data.isStaff) return 'signedOut';
    return 'ok';
  }

  async function pass(): Promise<void> {
    const touched = new Set<string>();
    const entries = await d.db.outbox.orderBy('seq').toArray();
    // Keys of entries in conflict: later edits of the same rows wait for the staff's decision.
    const blocked = new Set<string>();
    for (const snapshot of entries) {
      const entry = await d.db.outbox.get(snapshot.seq as number);
      if (!entry) continue;
      if (entry.state === 'failed') continue;
      const keys = [...entry.rowKeys, ...entry.dependsOn];
      if (entry.state === 'conflict' || keys.some((key) => blocked.has(key))) {
        entry.rowKeys.forEach((key) => blocked.add(key));
        continue;
      }
      if (!isDue(entry)) {
        wakeAt(entry.nextAttemptAt); // strict order: later entries wait for this one
        break;
      }
      // Before every replay (a long drain of large uploads can outlast a token): reading the
      // session is local unless it needs a refresh.
      const session = await ensureFreshSession();
      if (session === 'wait') wakeAt(d.now() + SESSION_RETRY_MS);
      if (session !== 'ok') break;
      let outcome = await replayEntry(entry, d.remote(), d.db);
      if (outcome.type === 'permanent' && outcome.error?.status === 401) {
        // The token was refused although it looked valid: refresh once and replay again before
        // calling it permanent; if the refresh cannot reach the server, wait.
        const refreshed = await d.remote().refreshSession();
        if (refreshed.error && isTransient(refreshed.error)) {
          wakeAt(d.now() + SESSION_RETRY_MS);
          break;
        }
        outcome = await replayEntry(entry, d.remote(), d.db);
      }
      if (outcome.type === 'done') {
        await completeEntry(d.db, entry, outcome.serverRows, outcome.gone);
        collectionPrefix(entry).forEach((prefix) => touched.add(prefix));
      } else if (outcome.type === 'transient') {
        const at = d.now() + backoffMs(entry.attempts + 1);
        await scheduleRetry(d.db, entry, at, describeTransientError(outcome.error), d.now());
        wakeAt(at);
        break;
      } else if (outcome.type === 'permanent') {
        const failed = await failWithDependents(d.db, entry, outcome.message, outcome.gone ?? [], d.now());
        failed.forEach((item) => collectionPrefix(item).forEach((prefix) => touched.add(prefix)));
        d.status.setState({ lastError: outcome.message });
      } else {
        await markConflict(d.db, entry, outcome.serverRow, d.now());
        entry.rowKeys.forEach((key) => blocked.add(key));
        d.status.setState({ lastError: entry.payload.kind === 'delete' ? MESSAGES.deleteConflict : MESSAGES.conflict });
      }
      await refreshStatus();
    }
    if (touched.size > 0) {
      d.status.setState({ lastSyncAt: d.now() });
      await d.refreshCollections([...touched]);
    }
  }

  async function runPasses(): Promise<void> {
    do {
      again = false;
      await pass();
    } while (again);
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    // Offline: nothing can go out, but the pending count must still be right (it drives the
    // Background Sync registration and the staff's status display).
    if (!d.isOnline()) return refreshStatus();
    running = (async () => {
      d.status.setState({ syncing: true });
      try {
        const ran = await d.lock(runPasses);
        if (!ran) wakeAt(d.now() + SESSION_RETRY_MS); // another tab drains; look again later
      } finally {
        // A drain asked for after the last pass began its end (the lock's release is awaited)
        // found this one running and only set `again`: start it now, or its edit would wait for
        // the next trigger.
        const askedMeanwhile = again;
        again = false;
        running = null;
        d.status.setState({ syncing: false });
        await refreshStatus();
        if (askedMeanwhile) void drain();
      }
    })();
    return running;
  }

  return {
    drain,
    refreshStatus,
    connectionBack: tryWaitingNow,
    editMade() {
      tryWaitingNow();
      void drain();
    },
    stop() {
      timer?.cancel();
      timer = null;
    },
    async retryFailed(id) {
      await retryFailedEntries(d.db, id);
      await refreshStatus();
      void drain();
    },
    async discardFailed(id) {
      const dropped = await discardFailedEntries(d.db, id, d.now());
      await refreshStatus();
      await d.refreshCollections([...new Set(dropped.flatMap(collectionPrefix))]);
      // The files those entries uploaded are queued for removal.
      void drain();
    },
    async resolveConflict(id, choice) {
      const entry = await resolveConflictEntry(d.db, id, choice, d.now());
      await refreshStatus();
      // The server's version was taken: what is on screen of that collection pulls again.
      if (entry && choice === 'theirs') void d.refreshCollections(collectionPrefix(entry));
      void drain();
    },
  };
}
