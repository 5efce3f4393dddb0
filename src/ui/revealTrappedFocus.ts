let installed = false;

/** Room above and below a revealed control for its focus ring. */
const RING_ROOM_PX = 8;

/**
 * Chakra's dialogs move the focus with `preventScroll` (Zag's focus trap: Tab from the last
 * control back to the first), so in a dialog whose body scrolls the field with the focus stayed
 * out of sight, above the fold of the body ('Create New Offer' on a phone or at 200 % zoom).
 * Whatever gets the focus inside a dialog is scrolled into its body's view, as the browser does
 * for Tab elsewhere. Only the dialog's own scrolling part moves, measured against the control, so
 * a dialog still sliding in (both move together) or a control in view moves nothing.
 */
export function revealTrappedFocus(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const dialog = target.closest('[role="dialog"], [role="alertdialog"]');
    const scroller = dialog && scrollingAncestor(target, dialog);
    if (!scroller) return;
    const box = withLabel(target);
    const view = scroller.getBoundingClientRect();
    if (box.top < view.top) scroller.scrollTop -= view.top - box.top + RING_ROOM_PX;
    else if (box.bottom > view.bottom) scroller.scrollTop += Math.min(box.bottom - view.bottom + RING_ROOM_PX, box.top - view.top - RING_ROOM_PX);
  });
}

/** The control's box, with its label where that stands above it (a field is read from its label down). */
function withLabel(target: HTMLElement): { top: number; bottom: number } {
  const box = target.getBoundingClientRect();
  const label = 'labels' in target ? (target as HTMLInputElement).labels?.[0]?.getBoundingClientRect() : undefined;
  return { top: Math.min(box.top, label?.top ?? box.top), bottom: box.bottom };
}

function scrollingAncestor(element: HTMLElement, dialog: Element): HTMLElement | null {
  for (let parent = element.parentElement; parent && dialog.contains(parent); parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}
