/**
 * Counts writes the sync engine made to the mirror in this tab. A pull notes the count before
 * its request; if the engine wrote meanwhile (an insert confirmed, a failure reverted), the
 * pull's answer may predate that write, so it is dropped instead of undoing it.
 */
let generation = 0;

export function bumpWriteGeneration(): void {
  generation += 1;
}

export function writeGeneration(): number {
  return generation;
}

export class StalePullError extends Error {
  constructor() {
    super('the mirror changed while the pull was under way');
  }
}

/** Call inside the pull's transaction, before writing. */
export function assertNotStale(startedAt: number): void {
  if (generation !== startedAt) throw new StalePullError();
}
