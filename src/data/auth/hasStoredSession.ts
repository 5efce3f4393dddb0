import { AUTH_STORAGE_KEY } from './authStorageKey';

/**
 * True when this browser holds a persisted session. Reads localStorage only, so the app can
 * decide at start whether to load supabase-js at all (visitors never do).
 */
export function hasStoredSession(): boolean {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return false;
    const parsed = JSON.parse(raw) as { access_token?: unknown; refresh_token?: unknown };
    return typeof parsed.access_token === 'string' && typeof parsed.refresh_token === 'string';
  } catch {
    return false;
  }
}
