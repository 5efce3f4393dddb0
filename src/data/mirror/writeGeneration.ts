import { db as appDb, type WichtreyDatabase } from '../db/database';

/**
 * Counts the writes the sync engine made to the mirror (a confirmed edit adopted, a failure
 * reverted, a conflict resolved), in Dexie so that every tab of the device sees them. A pull
 * notes the count before its request and checks it inside its transaction: if any tab's engine
 * wrote meanwhile, the pull's answer may predate that write, so it is dropped (and pulled again)
 * instead of undoing a confirmed write.
 */
const KEY = 'sync:writeGeneration';

export async function writeGeneration(db: WichtreyDatabase = appDb): Promise<number> {
  return (await db.meta.get(KEY))?.generation ?? 0;
}

/** Call inside the engine's transaction on `db` (it must include `db.meta`), with the write itself. */
export async function bumpWriteGeneration(db: WichtreyDatabase): Promise<void> {
  await db.meta.put({ key: KEY, fetchedAt: 0, generation: (await writeGeneration(db)) + 1 });
}

class StalePullError extends Error {
  constructor() {
    super('the mirror changed while the pull was under way');
  }
}

/** The pull was dropped for a write made meanwhile: worth fetching again at once. */
export const isStalePull = (error: unknown): boolean => error instanceof StalePullError;

/** Call inside the pull's transaction (it includes `db.meta`), before writing. */
export async function assertNotStale(startedAt: number): Promise<void> {
  if ((await writeGeneration()) !== startedAt) throw new StalePullError();
}
