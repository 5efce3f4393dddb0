/**
 * Scroll positions of the history entries seen in this tab, so Back and Forward return to where the
 * visitor was. Kept in memory, and in sessionStorage when the page is left (a reload keeps them).
 */
const STORAGE_KEY = 'wichtrey-scroll-positions';

let positions: Record<string, number> | null = null;

function all(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

export function saveScrollPosition(key: string): void {
  if (typeof window !== 'undefined') all()[key] = window.scrollY;
}

export function savedScrollPosition(key: string): number | undefined {
  return typeof window === 'undefined' ? undefined : all()[key];
}

export function persistScrollPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all()));
  } catch {
    // Storage full or forbidden: positions then last as long as the page.
  }
}
