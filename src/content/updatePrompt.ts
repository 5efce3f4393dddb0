/** The prompt that a new version of the site is waiting (src/features/pwa/UpdatePrompt.tsx). */
export const updatePromptText = {
  updateAvailable: 'Neue Version verfügbar',
  updateText: 'Laden Sie die Seite neu, um die neue Version zu verwenden.',
  reload: 'Neu laden',
  later: 'Später',
} as const;
