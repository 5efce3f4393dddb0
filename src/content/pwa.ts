/**
 * Texts of the installable app's manifest and offline banner. The update prompt's and the install
 * hint's are files of their own (updatePrompt.ts, installHint.ts): they load with those parts,
 * when they show (a module is never split between chunks).
 */

/** The web app manifest's names (scripts/vite/webAppManifest.ts). */
export const appManifestText = {
  appName: 'Wichtrey – Raumausstattung',
  appShortName: 'Wichtrey',
  appDescription: 'Angebote, Galerie und Beratung von Wichtrey, Ihrem Familienbetrieb für Raumausstattung.',
} as const;

export const offlineBannerText = {
  // True on every page: one never loaded on this device says so itself ('Sie sehen die zuletzt
  // geladenen Inhalte' stood beside 'Diese Seite wurde auf diesem Gerät noch nicht geladen').
  offline: 'Sie sind offline. Gespeicherte Inhalte bleiben sichtbar.',
  /** Staff only: visitors make no edits that could wait. */
  offlineEditsWait: 'Ihre Änderungen werden gesendet, sobald die Verbindung zurück ist.',
  /** The link to the list of what this device can open offline (content/offlineCopies.ts). */
  offlineAvailable: 'Offline verfügbar',
} as const;
