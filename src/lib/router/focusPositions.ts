/**
 * The link each history entry was left by (its address), so Back puts the focus on it again: a
 * keyboard or screen reader user returning from an album is at its card, not at the page's start.
 * In memory only: after a reload the page's heading takes the focus.
 */
const links = new Map<string, string>();

export function saveFocusedLink(key: string): void {
  if (typeof document === 'undefined') return;
  const link = document.activeElement?.closest('a[href]');
  if (link) links.set(key, link.getAttribute('href')!);
  else links.delete(key);
}

export function savedFocusedLink(key: string): string | undefined {
  return links.get(key);
}
