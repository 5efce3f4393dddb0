/** Texts of the chat dialog. The assistant's name lives in strings.ts (chatText), with the shell's. */
export const chatDialogText = {
  greeting:
    'Guten Tag! Ich bin die Künstlerische Intelligenz von Wichtrey. Fragen Sie mich gern nach unseren Öffnungszeiten, Leistungen, dem Boxspring-Studio oder unseren Marken – wie kann ich Ihnen helfen?',
  placeholder: 'Ihre Nachricht...',
  inputLabel: 'Ihre Nachricht an die Künstlerische Intelligenz',
  send: 'Senden',
  you: 'Sie',
  typing: 'Die Künstlerische Intelligenz schreibt …',
  offlineAnswer: 'Offline-Antwort',
  // Also when only the server is unreachable: the visitor's own internet may be fine.
  offlineAnswerHint: 'Auf Ihrem Gerät beantwortet, weil keine Verbindung zum Server bestand; wird gesendet, sobald die Verbindung wieder besteht.',
  loading: 'Verlauf wird geladen …',
  errorTitle: 'Fehler',
  sendError: 'Entschuldigung, es gab einen Fehler bei der Verarbeitung Ihrer Nachricht.',
  historyError: 'Fehler beim Laden des Chat-Verlaufs.',
  /** Under the visitor's last message when its send failed. */
  unanswered: 'Auf diese Nachricht kam noch keine Antwort.',
  resend: 'Erneut senden',
  /** Under an earlier message whose send failed, after which the visitor asked something else. */
  noReply: 'Auf diese Nachricht kam keine Antwort.',
  privacyNote: 'Bitte geben Sie keine sensiblen Daten ein. Details in unserer Datenschutzerklärung.',
  /** The words of privacyNote that link to /datenschutz. */
  privacyLinkText: 'Datenschutzerklärung',
} as const;
