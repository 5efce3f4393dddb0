import { pageHeading } from '../lib/pageHeading';

/** How long after a confirmed deletion the focus is watched: the item goes with the local write. */
const WATCH_MS = 2000;

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
 * the focus has moved elsewhere, or after a while.
 */
export function focusNeighbourOnRemoval(trigger: Element | null, forMs = WATCH_MS): void {
  if (!(trigger instanceof HTMLElement) || trigger === document.body) return;
  const target = neighbourOf(trigger);
  if (!target) return;
  const until = performance.now() + forMs;
  const check = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (lost && !trigger.isConnected && target.isConnected) {
      target.focus();
      return;
    }
    if (!lost && active !== trigger) return;
    if (performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
