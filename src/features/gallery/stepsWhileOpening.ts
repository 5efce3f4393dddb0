type Step = 'previous' | 'next';

/** How long kept steps wait for the lightbox (its code never coming gives them up). */
const KEEP_MS = 15_000;

let kept: Step[] = [];
let stopKeeping: (() => void) | null = null;

/**
 * From a thumbnail's press until the lightbox shows (its code loading on the first one, the URL's
 * render on any), the arrow keys pressed: they would go to the thumbnail behind and be lost. Its
 * own small copy of src/lib/typeAhead.ts's keeping: sharing one module with the start page's chat
 * button made a chunk of its own on every first visit, over the JavaScript budget.
 */
export function keepStepsWhileOpening(): void {
  if (stopKeeping) return;
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    kept.push(event.key === 'ArrowRight' ? 'next' : 'previous');
    event.preventDefault();
  };
  document.addEventListener('keydown', onKeyDown, true);
  const timer = window.setTimeout(() => void takeStepsWhileOpening(), KEEP_MS);
  stopKeeping = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    window.clearTimeout(timer);
  };
}

/** The steps kept since the press, in order; handed over once, and the keeping stops. */
export function takeStepsWhileOpening(): Step[] {
  stopKeeping?.();
  stopKeeping = null;
  const steps = kept;
  kept = [];
  return steps;
}
