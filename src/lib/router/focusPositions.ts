/**
 * The link each history entry was left by, so Back puts the focus on it again: a keyboard or
 * screen reader user returning from an album is at its card, from a footer link at that link, not
 * at the page's start. Kept as its address and its place among the page's links to that address
 * (the bar and the footer both link to /sale). In memory only: after a reload nothing is restored.
 */
interface LeftBy {
  href: string;
  index: number;
  /** The id of the dialog the link was in (the phone's menu): it has closed since, so its opener takes the focus. */
  dialog?: string;
}

const links = new Map<string, LeftBy>();

const linksTo = (href: string) => [...document.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`)];

/** The focused link as it stands now: read before a page change that waits for code, as a menu closes meanwhile. */
export function focusedLink(): LeftBy | null {
  if (typeof document === 'undefined') return null;
  const link = document.activeElement?.closest<HTMLElement>('a[href]');
  const href = link?.getAttribute('href');
  if (!link || !href) return null;
  const dialog = link.closest('[role="dialog"][id]')?.id;
  return { href, index: linksTo(href).indexOf(link), ...(dialog ? { dialog } : {}) };
}

export function saveFocusedLink(key: string, leftBy: LeftBy | null = focusedLink()): void {
  if (leftBy) links.set(key, leftBy);
  else links.delete(key);
}

/** The link the entry `key` was left by, once the page shows it again. */
export function focusedLinkOf(key: string): HTMLElement | null {
  const left = links.get(key);
  if (!left) return null;
  if (left.dialog) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(left.dialog)}"]`);
  const candidates = linksTo(left.href);
  return candidates[left.index] ?? candidates[0] ?? null;
}

export function wasLeftByLink(key: string): boolean {
  return links.has(key);
}
