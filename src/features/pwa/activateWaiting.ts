import { SKIP_WAITING } from '../../lib/serviceWorkerProtocol';

/** How long between asks while the worker still waits: skipping twice is harmless, a lost ask is not. */
const ASK_AGAIN_MS = 5000;

/**
 * Asks the waiting worker to take over; resolves once it has (activated) or a newer one replaced it
 * (redundant). Chromium defers the activation while the active worker still answers a request (a
 * download in flight), and a navigation started while workers swap may never load (seen with the
 * staff worker): so the page reloads only after the swap, never at 'controllerchange', which comes
 * while the new worker is still activating.
 */
export function activateWaiting(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => worker.state === 'activated' || worker.state === 'redundant';
    if (done()) return resolve();
    const ask = () => worker.postMessage({ type: SKIP_WAITING });
    const timer = setInterval(ask, ASK_AGAIN_MS);
    worker.addEventListener('statechange', () => {
      if (!done()) return;
      clearInterval(timer);
      resolve();
    });
    ask();
  });
}
