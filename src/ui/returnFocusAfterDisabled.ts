let installed = false;

/**
 * A form disables its controls while it saves or signs in ('Sign in', 'Speichern', the fields), and
 * Chromium moves the focus of a control that gets disabled to the page's body: after a failed
 * attempt, keyboard and screen-reader users were left behind the modal dialog with no place. Such a
 * control gets the focus back as soon as it is enabled again, unless something else has taken the
 * focus meanwhile (a refused field, a closed dialog's trigger) or it has left the page.
 */
export function returnFocusAfterDisabled(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('focusout', (event) => {
    const control = event.target;
    if (event.relatedTarget !== null || !(control instanceof HTMLElement) || !control.matches(':disabled')) return;
    const observer = new MutationObserver(() => {
      if (control.matches(':disabled')) return;
      observer.disconnect();
      const active = document.activeElement;
      if (control.isConnected && (active === null || active === document.body)) control.focus();
    });
    observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  });
}
