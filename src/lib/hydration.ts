/*
 * Whether React is hydrating the prerendered (or early-painted) page right now. Hooks that read
 * state the server could not know start from what the markup shows while it is true, and from the
 * browser's own state once the page has been hydrated (a later navigation renders no markup).
 * A Suspense boundary of the markup hydrates after the root has committed, when this is false
 * again: a part that must match the markup there starts from its own first render (useHydrated).
 */
let hydrating = false;

/** Called right before the app hydrates the page's markup (src/app/start.tsx). */
export function hydrationStarted(): void {
  hydrating = true;
}

/** Called once the hydrating render is committed (the layout's first effect). */
export function hydrationFinished(): void {
  hydrating = false;
}

/** Whether a render must show what the server knew: on the server (prerender), and while hydrating. */
export const rendersServerState = (): boolean => typeof document === 'undefined' || hydrating;
