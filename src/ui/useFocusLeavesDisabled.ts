import { useEffect, type RefObject } from 'react';

/**
 * A focused button that gets disabled (the lightbox's 'Nächstes Bild' at the last image) loses the
 * focus to the page's body at once, where keyboard and screen reader users lose their place. The
 * focus goes to `next()` instead, the first of the candidates that can take it.
 */
export function useFocusLeavesDisabled(button: RefObject<HTMLButtonElement | null>, next: () => readonly (HTMLElement | null | undefined)[]): void {
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget !== null || !element.disabled) return;
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active !== null && active !== document.body) return;
        next()
          .find((candidate) => candidate?.isConnected && !(candidate instanceof HTMLButtonElement && candidate.disabled))
          ?.focus();
      });
    };
    element.addEventListener('blur', onBlur);
    return () => element.removeEventListener('blur', onBlur);
  });
}
