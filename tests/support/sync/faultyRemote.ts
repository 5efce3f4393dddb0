import type { Remote, Result } from '../../../src/data/remote/remote';

/**
 * A device's link to the server, with the two ways a shop's Wi-Fi fails a request: dropped
 * before the server sees it, or applied by the server with the answer lost on the way back. Both
 * look the same to the device (no answer: status 0). Faults are scripted per method (`next`) or
 * drawn at random (`random`), and the link can be cut altogether (`offline`).
 */
export type Fault = 'drop' | 'loseAnswer';

export interface FaultStats {
  requests: number;
  dropped: number;
  lostAnswers: number;
}

export interface FaultyRemote extends Remote {
  /** The next call of `method` fails this way. */
  next(method: keyof Remote, fault: Fault): void;
  /** Decides a fault for every replayed request (or null for none); pulls fail only while offline. */
  random: ((method: keyof Remote) => Fault | null) | null;
  offline: boolean;
  /**
   * How many turns of the event loop an answer stays on the way back (null: none), so a pull can
   * be answered before a write lands and arrive after it, as on a slow link.
   */
  latency: ((method: keyof Remote) => number) | null;
  stats: FaultStats;
}

/** Requests the random faults hit: every write, and the reads the engine makes while replaying. */
const REPLAYED = new Set<keyof Remote>(['upload', 'removeUnusedFile', 'insertRows', 'addAlbumImages', 'updateRow', 'deleteRow', 'moveOffer', 'fetchRow']);
const SESSION = new Set<keyof Remote>(['currentSession', 'refreshSession']);
const METHODS = {
  currentSession: true,
  refreshSession: true,
  fetchOffers: true,
  fetchAlbumsPage: true,
  fetchAlbum: true,
  fetchAlbumImagesPage: true,
  fetchAlbumImagePosition: true,
  fetchRow: true,
  upload: true,
  removeUnusedFile: true,
  insertRows: true,
  addAlbumImages: true,
  updateRow: true,
  deleteRow: true,
  moveOffer: true,
} satisfies Record<keyof Remote, true>;
const NO_ANSWER = { data: null, error: { status: 0, code: '', message: 'TypeError: Failed to fetch' } } as const;

export function faultyRemote(server: Remote): FaultyRemote {
  const scripted = new Map<keyof Remote, Fault[]>();
  const link: Pick<FaultyRemote, 'random' | 'offline' | 'latency' | 'stats'> & { next: FaultyRemote['next'] } = {
    random: null,
    offline: false,
    latency: null,
    stats: { requests: 0, dropped: 0, lostAnswers: 0 },
    next(method, fault) {
      scripted.set(method, [...(scripted.get(method) ?? []), fault]);
    },
  };

  function faultFor(method: keyof Remote): Fault | null {
    const queued = scripted.get(method)?.shift();
    if (queued) return queued;
    if (link.offline) return 'drop';
    return REPLAYED.has(method) && link.random ? link.random(method) : null;
  }

  for (const method of Object.keys(METHODS) as (keyof Remote)[]) {
    const original = (server[method] as (...args: unknown[]) => Promise<Result<unknown>>).bind(server);
    (link as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      // The session is read from storage unless it must be refreshed: no request to fail.
      if (SESSION.has(method)) return original(...args);
      link.stats.requests += 1;
      const fault = faultFor(method);
      if (fault === 'drop') {
        link.stats.dropped += 1;
        return NO_ANSWER;
      }
      const result = await original(...args);
      for (let turn = link.latency?.(method) ?? 0; turn > 0; turn -= 1) await new Promise((resolve) => setImmediate(resolve));
      if (fault === 'loseAnswer') {
        link.stats.lostAnswers += 1;
        return NO_ANSWER;
      }
      return result;
    };
  }
  return link as FaultyRemote;
}
