/**
 * The staff worker's outbox drain, built on its own into /sw-sync.js (scripts/vite/outboxDrainScript.ts)
 * and imported by sw.ts only in a worker registered for staff: Dexie, supabase-js and the sync
 * engine stay out of what visitors download.
 * Type-checked with the page (tsconfig.app.json): the data layer it runs is typed for pages.
 */
import { drainOutboxInWorker } from '../src/data/workerSync';
import { OUTBOX_DRAIN_GLOBAL } from '../src/lib/serviceWorkerProtocol';

(self as unknown as Record<string, unknown>)[OUTBOX_DRAIN_GLOBAL] = drainOutboxInWorker;
