/** How long a closed dialog or a new page watches for the element its focus belongs on. */
const WAIT_MS = 5000;

/** A selector, or a function that finds the element (a heading made focusable, a link by its place). */
export type FocusTarget = string | (() => HTMLElement | null);

/**
 * Gives the focus to the first of `targets` that is in the document (the first is the one wanted
 * most), and keeps it there while the page settles: a dialog that changed what the page shows (the
 * lightbox turning the album page, or Back undoing that) closes a render before the page's rows
 * change, and a new page may show the one left until its data is there, so the element may come
 * later, or go and another take its place. Until one is there the focus rests on `meanwhile` if
 * it is still in the document. Once the visitor puts the focus anywhere else, it stays there.
 * `options` as `focus` takes them (a restored scroll keeps with `preventScroll`). Returns what
 * stops the watch early.
 */
export function focusWhenPresent(targets: readonly FocusTarget[], meanwhile: HTMLElement | null = null, options?: FocusOptions): () => void {
  let placed: Element | null = null;
  let placedRank = targets.length;

  const best = (): { element: HTMLElement; rank: number } | null => {
    for (const [rank, target] of targets.entries()) {
      const element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target();
      if (element) return { element, rank };
    }
    return null;
  };

  const settle = (): boolean => {
    const active = document.activeElement;
    const visitorMovedOn = active !== null && active !== document.body && active !== placed;
    if (placed !== null && visitorMovedOn) return false;
    const found = best();
    if (found && (found.rank < placedRank || !placed?.isConnected)) {
      found.element.focus(options);
      placed = found.element;
      placedRank = found.rank;
    }
    return true;
  };

  settle();
  if (placed === null && meanwhile?.isConnected) {
    meanwhile.focus();
    placed = meanwhile;
  }
  const observer = new MutationObserver(() => {
    if (!settle()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
