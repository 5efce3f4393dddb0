/** The prompt that a new version of the site is waiting (src/features/pwa/UpdatePrompt.tsx). */
export const updatePromptText = {
  updateAvailable: 'Neue Version verfügbar',
  updateText: 'Laden Sie die Seite neu, um die neue Version zu verwenden.',
  reload: 'Neu laden',
  /** The button once chosen, until the new version has taken over and the page reloads. */
  reloading: 'Wird geladen …',
  later: 'Später',
} as const;
