/** How long a closed dialog watches for the element its focus belongs on. */
const WAIT_MS = 5000;

/**
 * Gives the focus to the first element `selectors` name that is in the document (the first is the
 * one wanted most), and keeps it there while the page settles: a dialog that changed what the
 * page shows (the lightbox turning the album page, or Back undoing that) closes a render before
 * the page's rows change, so the element may come later, or go and another take its place.
 * Until one is there the focus rests on `meanwhile` if it is still in the document. Once the
 * visitor puts the focus anywhere else, it stays there.
 */
export function focusWhenPresent(selectors: string[], meanwhile: HTMLElement | null): void {
  let placed: Element | null = null;
  let placedRank = selectors.length;

  const best = (): { element: HTMLElement; rank: number } | null => {
    for (const [rank, selector] of selectors.entries()) {
      const element = document.querySelector<HTMLElement>(selector);
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
      found.element.focus();
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
}
