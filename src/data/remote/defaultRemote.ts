import { getSupabase } from '../supabaseClient';
import type { Remote } from './remote';
import { createSupabaseRemote } from './supabaseRemote';

let remote: Remote | null = null;

/** The backend the hooks' pulls and the app's sync engine use (supabase-js, loaded lazily). */
export function getRemote(): Remote {
  remote ??= createSupabaseRemote(getSupabase);
  return remote;
}

/** Points the layer at another backend: tests (a fake, or a client signed in to the local stack). */
export function setRemote(next: Remote | null): void {
  remote = next;
}
