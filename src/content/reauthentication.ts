/**
 * Texts of the update-password view's confirmation step (secure password change: a session signed
 * in over 24 hours ago confirms with a code mailed to it). Apart from the auth texts, so they load
 * with the login dialog, not with every page.
 */
export const reauthText = {
  codeLabel: 'Bestätigungscode aus der E-Mail',
  codeSent:
    'Zur Sicherheit bestätigen Sie die Änderung bitte: Wir haben Ihnen einen Code per E-Mail geschickt. Geben Sie ihn hier ein und speichern Sie das neue Passwort erneut.',
  codeRecentlySent:
    'Wir haben Ihnen vor weniger als einer Minute einen Code per E-Mail geschickt. Bitte geben Sie diesen Code ein. Einen neuen Code können Sie nach einer Minute anfordern.',
  codeResent: 'Wir haben Ihnen einen neuen Code per E-Mail geschickt. Nur der neueste Code gilt.',
  codeMissing: 'Bitte geben Sie den Code aus der E-Mail ein.',
  codeRejected:
    'Der Code ist falsch oder abgelaufen (er gilt eine Stunde und nur einmal). Bitte prüfen Sie ihn, oder fordern Sie einen neuen Code an.',
  newCode: 'Neuen Code senden',
  sendingCode: 'Code wird gesendet …',
} as const;
