/**
 * Whether a watch begun at a press is still open: for `forMs`, or, given the press's work
 * (`done`), until that has settled and `forMs` after it. A reorder follows the save's local write,
 * which on a slow or busy device came after a fixed two seconds (a moved card not followed).
 */
export function watchWindow(forMs: number, done?: Promise<unknown>): () => boolean {
  let until = performance.now() + forMs;
  let pending = done !== undefined;
  const settle = () => {
    pending = false;
    until = performance.now() + forMs;
  };
  void done?.then(settle, settle);
  return () => pending || performance.now() < until;
}
