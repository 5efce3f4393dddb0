import { RETRY_LABEL } from './retryLabel';

/** The page showed, but the app's code did not arrive (src/ui/appCodeMissing.ts): its buttons and data wait on a reload. */
export const appCodeMissingText = {
  text: 'Diese Seite konnte nicht vollständig geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  retry: RETRY_LABEL,
  /** Once the page runs, only a part of it failed: the notice can be closed to go on without it. */
  close: 'Schließen',
} as const;
