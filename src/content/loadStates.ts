import { RETRY_LABEL } from './retryLabel';

/**
 * What the data pages and dialogs say when their content could not be loaded: a failed load
 * (with 'Erneut versuchen'), or offline with nothing stored on this device yet.
 */
export const loadFailedText = {
  retry: RETRY_LABEL,
  retrying: 'Wird erneut versucht …',
  /** The reason as far as the page can tell; 'other' has none worth saying. */
  reason: {
    timeout: 'Der Server hat nicht rechtzeitig geantwortet.',
    // No answer at all: the server may be down or this device without internet (Wi-Fi with no
    // connection behind it reads as online), so the text blames neither.
    unreachable: 'Keine Verbindung zum Server.',
    server: 'Der Server hat mit einem Fehler geantwortet.',
    other: 'Beim Laden ist ein Fehler aufgetreten.',
  },
  hint: 'Bitte versuchen Sie es in einem Moment erneut.',
  /** What failed, per page or view. */
  offers: 'Die Angebote konnten nicht geladen werden.',
  albums: 'Die Alben konnten nicht geladen werden.',
  album: 'Das Album konnte nicht geladen werden.',
  albumImages: 'Die Bilder dieses Albums konnten nicht geladen werden.',
  chatHistory: 'Der Chat-Verlauf konnte nicht geladen werden.',
} as const;

/** Above rows the device had stored, while the server does not answer (offline, the banner says it). */
export const staleDataText = {
  text: (reason: string) => `${reason} Sie sehen den zuletzt geladenen Stand.`,
} as const;

export const notLoadedOfflineText = {
  title: 'Sie sind offline',
  text: 'Diese Seite wurde auf diesem Gerät noch nicht geladen. Sobald Sie wieder online sind, wird sie automatisch geladen.',
} as const;
