import { getSupabase } from '../supabaseClient';
import { useAuthStore } from './authStore';

/** Sets a new password (after a recovery link, or while signed in); ends recovery mode. */
export async function updatePassword(password: string): Promise<{ error: string | null }> {
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password });
  if (!error) useAuthStore.setState({ recovery: false });
  return { error: error?.message ?? null };
}
