import { pageHeading } from '../lib/pageHeading';

/**
 * How long after a confirmed deletion the focus is watched: the item goes with the local write, and
 * on a busy device that took longer than the 2 s this once waited (a loaded run's focus fell to the page).
 */
const WATCH_MS = 10_000;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus goes once the list item holding `trigger` (its 'Löschen' button) is gone: the
 * next item's first control, else the previous item's, else the page's heading. Never the same
 * button on the next item: a second Enter would delete that one too.
 */
function neighbourOf(trigger: Element): HTMLElement | null {
  const item = trigger.closest('li');
  for (const sibling of [item?.nextElementSibling, item?.previousElementSibling]) {
    const control = sibling?.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control;
  }
  return pageHeading();
}

/**
 * Keeps a keyboard user near where they were when what they deleted leaves the page: without it
 * the focus falls to the page's start once the deleted item's button is removed. Gives up once
 * the focus has moved elsewhere (the question that asked, `closing`, is not elsewhere: it hands the
 * focus back as it closes, on a busy device after the item has gone), or after a while. Watches the
 * page's changes, not animation frames: a busy page may draw none for seconds.
 */
export function focusNeighbourOnRemoval(trigger: Element | null, { closing = null, forMs = WATCH_MS }: { closing?: Element | null; forMs?: number } = {}): void {
  if (!(trigger instanceof HTMLElement) || trigger === document.body) return;
  const target = neighbourOf(trigger);
  if (!target) return;
  /** Whether there is nothing left to do: the focus is placed, or the user put it elsewhere. */
  const settled = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (lost && !trigger.isConnected) {
      (target.isConnected ? target : pageHeading())?.focus();
      return true;
    }
    return !lost && active !== trigger && !closing?.contains(active);
  };
  if (settled()) return;
  const observer = new MutationObserver(() => {
    if (settled()) stop();
  });
  const timer = setTimeout(stop, forMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
