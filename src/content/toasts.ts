/** The toasts' own texts: the region screen readers announce, and each toast's close button. */
export const toasterText = {
  // Alt+T moves the focus to the newest toast (the toast machine's shortcut).
  region: 'Benachrichtigungen (Alt+T)',
  close: 'Schließen',
} as const;
