import { plural } from './countText';
import { business } from './business';

/**
 * Texts of the login dialog and its messages, loaded with the dialog (the control's label is in
 * loginControl.ts). The dialog's form keeps the auth form's default English labels (SPEC.md
 * section 2, 'Default labels are English'); the messages quoted in SPEC.md sections 4 and 8 are
 * kept word for word.
 */
export const authText = {
  dialogTitle: `${business.brand} Login`,
  updatePasswordTitle: 'Update password',
  // The dialog's own control, like every dialog's; not one of the auth form's labels.
  close: 'Schließen',
  emailLabel: 'Email address',
  emailPlaceholder: 'Your email address',
  passwordLabel: 'Your Password',
  passwordPlaceholder: 'Your password',
  signIn: 'Sign in',
  signingIn: 'Signing in ...',
  newPasswordLabel: 'New password',
  newPasswordPlaceholder: 'Your new password',
  updatePassword: 'Update password',
  updatingPassword: 'Updating password ...',
  passwordUpdated: 'Your password has been updated',
  missingCredentials: 'You must provide either an email or phone number and a password',
  authFailed: 'Authentication failed. Please try again.',
  loggedOut: 'Logged out successfully',
  /** Under 'Logged out successfully' when the server did not answer the sign-out. */
  loggedOutOnlyHere: 'Der Server hat die Abmeldung nicht bestätigt; auf diesem Gerät sind Sie abgemeldet.',
  logoutError: 'Error logging out',
  logoutErrorText: 'Die Anmeldung konnte auf diesem Gerät nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  logoutWaitingTitle: 'Abmelden, obwohl Änderungen warten?',
  logoutWaitingText: (count: number) =>
    `${plural(count, 'Eine Änderung ist noch nicht auf dem Server. Sie bleibt auf diesem Gerät und wird', '# Änderungen sind noch nicht auf dem Server. Sie bleiben auf diesem Gerät und werden')} gesendet, sobald Sie sich hier wieder anmelden.`,
  logoutAnyway: 'Trotzdem abmelden',
  /** The question once the last waiting edit reached the server while it was open. */
  logoutSyncedTitle: 'Abmelden?',
  logoutSyncedText: 'Inzwischen sind alle Änderungen auf dem Server.',
  logoutConfirm: 'Abmelden',
  stayLoggedIn: 'Angemeldet bleiben',
  signInAgainTitle: 'Bitte melden Sie sich erneut an',
  // Whether the session expired, or someone signed out here or in another tab, the page cannot always tell.
  signInAgainText: (count: number) =>
    `Sie sind nicht mehr angemeldet. ${plural(count, 'Eine Änderung wartet auf diesem Gerät und wird', '# Änderungen warten auf diesem Gerät und werden')} gesendet, sobald Sie wieder angemeldet sind.`,
  signInAgain: 'Erneut anmelden',
  /** Puts the notice away until the number of waiting edits changes. */
  signInLater: 'Später',
} as const;
