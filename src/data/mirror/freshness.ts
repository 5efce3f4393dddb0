import { db, type MetaRecord } from '../db/database';

/** A pulled result younger than this is not pulled again on mere hook use. */
export const FRESH_FOR_MS = 5 * 60 * 1000;

export async function isFresh(key: string, now: number): Promise<boolean> {
  const meta = await db.meta.get(key);
  return meta !== undefined && now - meta.fetchedAt < FRESH_FOR_MS;
}

/** Marks every stored query whose key starts with one of `prefixes` as stale (after own writes). */
export async function markStale(prefixes: string[]): Promise<void> {
  await db.meta
    .filter((meta: MetaRecord) => prefixes.some((prefix) => meta.key.startsWith(prefix)))
    .modify({ fetchedAt: 0 });
}
