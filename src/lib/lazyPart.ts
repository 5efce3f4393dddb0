import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Stands in for a part whose code could not be loaded: renders nothing. */
function PartNotLoaded(): null {
  return null;
}

/**
 * `lazy` for a part of a page (a dialog, the lightbox, a staff control) whose code loads on first
 * use. Should that code not arrive (a dropped connection, a version replaced since), the part
 * renders nothing and the rest of the page stays as it is: with `lazy` alone the failure reached the
 * nearest error boundary, which for the layout's parts (chat, login, toasts) was none, so the whole
 * page went blank. The pages' watch says what happened, with 'Erneut versuchen' (src/ui/appCodeMissing.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own `lazy` bounds its component type so, to take any props.
export function lazyPart<Part extends ComponentType<any>>(load: () => Promise<{ default: Part }>): LazyExoticComponent<Part> {
  // Nothing rendered takes any props: it stands in for a part of every kind.
  return lazy(() => load().catch(() => ({ default: PartNotLoaded as unknown as Part })));
}
