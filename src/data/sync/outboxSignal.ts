/**
 * Commands announce "the outbox changed" here; the sync engine listens. A tiny signal instead of
 * an import keeps commands independent of the engine (and the engine out of the commands' tests).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalOutboxChanged(): void {
  for (const listener of listeners) listener();
}
