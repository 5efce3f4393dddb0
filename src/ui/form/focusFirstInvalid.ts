/**
 * Moves focus to the first control marked invalid inside `container` (document order is form
 * order). Call it after React has rendered the errors (e.g. in flushSync's wake).
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
