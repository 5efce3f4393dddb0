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
  logoutError: 'Error logging out',
  signInAgainTitle: 'Bitte melden Sie sich erneut an',
  signInAgainText: (count: number) =>
    `Ihre Anmeldung ist abgelaufen. ${plural(count, 'Eine Änderung wartet auf diesem Gerät und wird', '# Änderungen warten auf diesem Gerät und werden')} gesendet, sobald Sie wieder angemeldet sind.`,
  signInAgain: 'Erneut anmelden',
} as const;
