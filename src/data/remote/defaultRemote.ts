import { readBackendConfig } from '../backendConfig';
import { getSupabase } from '../supabaseClient';
import { createPublicReader } from './publicReader';
import type { Remote } from './remote';
import { createSupabaseRemote } from './supabaseRemote';

let remote: Remote | null = null;

/**
 * The backend the hooks' pulls and the app's sync engine use: public reads as plain requests,
 * everything that needs a session through supabase-js (loaded only then).
 */
export function getRemote(): Remote {
  remote ??= { ...createSupabaseRemote(getSupabase), ...createPublicReader(() => readBackendConfig()) };
  return remote;
}

/** Points the layer at another backend: tests (a fake, or a client signed in to the local stack). */
export function setRemote(next: Remote | null): void {
  remote = next;
}
