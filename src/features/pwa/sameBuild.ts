import { BUILD_DIGEST } from '../../lib/serviceWorkerProtocol';

/** workbox-window's `messageSW`, passed in: that module loads with the registration, not before. */
type MessageWorker = (worker: ServiceWorker, data: object) => Promise<unknown>;

/** How long a worker has to name its build: one of a build before this question never answers. */
const ANSWER_MS = 3000;

/**
 * The worker's answer, or null after ANSWER_MS. The same race as data/auth/withinTime, written out: this
 * module loads on every first visit, and sharing that one made a chunk of its own (a request more).
 */
function digestOf(messageWorker: MessageWorker, worker: ServiceWorker): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise((resolve) => {
    timer = setTimeout(resolve, ANSWER_MS, null);
  });
  return Promise.race([messageWorker(worker, { type: BUILD_DIGEST }), silence]).finally(() => clearTimeout(timer));
}

/**
 * Whether the waiting worker is the active one's build: a staff member's worker (`/sw.js?staff`)
 * replacing a visitor's of the same deploy, not a new version to offer.
 */
export async function sameBuild(messageWorker: MessageWorker, active: ServiceWorker | null | undefined, waiting: ServiceWorker | undefined): Promise<boolean> {
  if (!active || !waiting) return false;
  const [activeDigest, waitingDigest] = await Promise.all([digestOf(messageWorker, active), digestOf(messageWorker, waiting)]);
  return typeof activeDigest === 'string' && activeDigest === waitingDigest;
}
