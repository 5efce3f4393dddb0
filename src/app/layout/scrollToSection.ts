/** Delay before scrolling after navigating home from another page (SPEC.md section 9). */
export const SCROLL_AFTER_NAVIGATION_MS = 100;

/** How long to wait for a section that is not rendered yet (a lazily loaded page). */
const WAIT_FOR_SECTION_MS = 3000;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a section into view and moves keyboard focus to it, so keyboard and screen-reader
 * users land where sighted users look. Waits briefly if the section is not in the DOM yet.
 */
export function scrollToSection(id: string, startedAt = performance.now()): void {
  const section = document.getElementById(id);
  if (!section) {
    if (performance.now() - startedAt < WAIT_FOR_SECTION_MS) {
      requestAnimationFrame(() => scrollToSection(id, startedAt));
    }
    return;
  }
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}
