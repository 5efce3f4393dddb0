/** Delay before scrolling after navigating home from another page (SPEC.md section 9). */
export const SCROLL_AFTER_NAVIGATION_MS = 100;

/** How long to wait for a section that is not rendered yet (a lazily loaded page). */
const WAIT_FOR_SECTION_MS = 3000;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The section's heading, which names it: focused, its ring shows below the fixed bar (the
 * section's own ring, at its top edge, lay under the bar). The section where it has none.
 */
function focusTargetOf(section: HTMLElement): HTMLElement {
  const headingId = section.getAttribute('aria-labelledby');
  return (headingId && document.getElementById(headingId)) || section;
}

/**
 * Scrolls a section into view and moves keyboard focus to its heading, so keyboard and
 * screen-reader users land where sighted users look. Waits briefly if the section is not in the
 * DOM yet.
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
  const target = focusTargetOf(section);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
