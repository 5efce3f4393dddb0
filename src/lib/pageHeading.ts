/**
 * The page's heading, made focusable by script (not by Tab): where a keyboard or screen reader
 * user starts reading again when the view under them changes (another page of the list, the
 * item they were on deleted).
 */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
