/** Texts of the installable app: manifest, offline banner, update prompt, install hint. */
export const pwaText = {
  appName: 'Wichtrey – Raumausstattung',
  appShortName: 'Wichtrey',
  appDescription: 'Angebote, Galerie und Beratung von Wichtrey, Ihrem Familienbetrieb für Raumausstattung.',
  offline: 'Sie sind offline. Sie sehen die zuletzt geladenen Inhalte.',
  /** Staff only: visitors make no edits that could wait. */
  offlineEditsWait: 'Ihre Änderungen werden gesendet, sobald die Verbindung zurück ist.',
  updateAvailable: 'Neue Version verfügbar',
  updateText: 'Laden Sie die Seite neu, um die neue Version zu verwenden.',
  reload: 'Neu laden',
  later: 'Später',
  installTitle: 'Wichtrey als App installieren',
  installText: 'Auf dem Startbildschirm immer griffbereit – auch ohne Internet.',
  install: 'Installieren',
  dismiss: 'Nicht jetzt',
  iosInstallText:
    'Tippen Sie in Safari auf „Teilen“ und dann auf „Zum Home-Bildschirm“. Installiert bleibt die App auch offline nutzbar; Safari löscht sonst die gespeicherten Daten einer Website nach 7 Tagen ohne Besuch.',
  /** The link to the list of what this device can open offline (content/offlineCopies.ts). */
  offlineAvailable: 'Offline verfügbar',
} as const;
