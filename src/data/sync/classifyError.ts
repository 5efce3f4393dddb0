import type { RemoteError } from '../remote/remote';

/**
 * Transient: worth retrying unchanged later (no answer, server trouble, rate limit, timeout).
 * Everything else is permanent: retrying the same request would get the same refusal.
 */
export function isTransient(error: RemoteError): boolean {
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A refusal for lack of rights (RLS / storage policy / expired token after refresh). */
export function isPermissionDenied(error: RemoteError): boolean {
  return error.code === '42501' || error.status === 401 || error.status === 403;
}

/** Plain German for staff; the technical message stays in brackets for support. */
export function describeSyncError(error: RemoteError): string {
  if (isPermissionDenied(error)) return 'Keine Berechtigung: Ihr Konto darf diese Änderung nicht speichern.';
  if (error.status === 413) return 'Die Datei ist zu groß (höchstens 10 MB).';
  if (error.status === 415) return 'Nur Bilddateien (JPEG, PNG, WebP, AVIF, GIF) können hochgeladen werden.';
  if (error.code === '23514' || error.code === '22P02' || error.code === '23502' || error.status === 400) {
    return `Die Änderung wurde vom Server abgelehnt, weil Angaben ungültig sind (${error.message}).`;
  }
  return `Die Änderung konnte nicht gespeichert werden (${error.message}).`;
}

export const MESSAGES = {
  rowGone: 'Der Eintrag wurde inzwischen auf dem Server gelöscht.',
  offerGone: 'Das Angebot gibt es auf dem Server nicht mehr.',
  dependent: 'Nicht gespeichert, weil eine vorherige Änderung fehlgeschlagen ist.',
  conflict: 'Der Eintrag wurde inzwischen an anderer Stelle geändert. Bitte wählen Sie, welche Fassung gilt.',
  denied: 'Keine Berechtigung: Ihr Konto darf diese Änderung nicht speichern.',
} as const;

/** 1 s, doubling per attempt, at most 60 s. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}
