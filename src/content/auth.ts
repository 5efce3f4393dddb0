import { plural } from './countText';
import { business } from './business';

/**
 * Texts of the login control and the login dialog. The dialog's form keeps the auth form's
 * default English labels (SPEC.md section 2, 'Default labels are English'); the messages quoted
 * in SPEC.md sections 4 and 8 are kept word for word.
 */
export const authText = {
  login: `${business.brand} Login`,
  logout: 'Logout',
  dialogTitle: `${business.brand} Login`,
  updatePasswordTitle: 'Update password',
  close: 'Close',
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
  // Secure password change: a session signed in over 24 hours ago confirms with a mailed code.
  reauthCodeLabel: 'Bestätigungscode aus der E-Mail',
  reauthCodeSent:
    'Zur Sicherheit bestätigen Sie die Änderung bitte: Wir haben Ihnen einen Code per E-Mail geschickt. Geben Sie ihn hier ein und speichern Sie das neue Passwort erneut.',
  reauthCodeRecentlySent:
    'Wir haben Ihnen vor weniger als einer Minute einen Code per E-Mail geschickt. Bitte geben Sie diesen Code ein. Einen neuen Code können Sie nach einer Minute anfordern.',
  reauthCodeResent: 'Wir haben Ihnen einen neuen Code per E-Mail geschickt. Nur der neueste Code gilt.',
  reauthCodeMissing: 'Bitte geben Sie den Code aus der E-Mail ein.',
  reauthCodeRejected:
    'Der Code ist falsch oder abgelaufen (er gilt eine Stunde und nur einmal). Bitte prüfen Sie ihn, oder fordern Sie einen neuen Code an.',
  reauthNewCode: 'Neuen Code senden',
  reauthSendingCode: 'Code wird gesendet …',
  missingCredentials: 'You must provide either an email or phone number and a password',
  authFailed: 'Authentication failed. Please try again.',
  loggedOut: 'Logged out successfully',
  logoutError: 'Error logging out',
  signInAgainTitle: 'Bitte melden Sie sich erneut an',
  signInAgainText: (count: number) =>
    `Ihre Anmeldung ist abgelaufen. ${plural(count, 'Eine Änderung wartet auf diesem Gerät und wird', '# Änderungen warten auf diesem Gerät und werden')} gesendet, sobald Sie wieder angemeldet sind.`,
  signInAgain: 'Erneut anmelden',
} as const;
