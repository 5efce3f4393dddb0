/** How long a closed dialog waits for the element its focus belongs on. */
const WAIT_MS = 5000;

/**
 * Gives the focus to the element `selector` names, now or as soon as it appears: a dialog that
 * changed what the page shows (the lightbox turning the album page) closes a render before the
 * page's new rows are there. Until then the focus rests on `meanwhile` if it is still in the
 * document; once the visitor puts the focus anywhere else, it stays there.
 */
export function focusWhenPresent(selector: string, meanwhile: HTMLElement | null): void {
  const target = document.querySelector<HTMLElement>(selector);
  if (target) {
    target.focus();
    return;
  }
  if (meanwhile?.isConnected) meanwhile.focus();
  const resting = document.activeElement;
  const observer = new MutationObserver(() => {
    const appeared = document.querySelector<HTMLElement>(selector);
    if (!appeared) return;
    stop();
    const active = document.activeElement;
    if (active === resting || active === document.body || active === null) appeared.focus();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
