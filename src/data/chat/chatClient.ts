import type { SupabaseClient } from '@supabase/supabase-js';
import { readBackendConfig } from '../backendConfig';
import type { Database } from '../database.types';

export type ChatClient = SupabaseClient<Database>;

const clients = new Map<string, Promise<ChatClient>>();

/**
 * A client that speaks for one chat session: anonymous (never the staff session), with the
 * x-chat-session header the row-level security of chat_messages checks.
 */
export function getChatClient(sessionId: string): Promise<ChatClient> {
  let client = clients.get(sessionId);
  if (!client) {
    client = import('@supabase/supabase-js').then(({ createClient }) => {
      const { url, anonKey } = readBackendConfig();
      return createClient<Database>(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'wichtrey-chat-auth' },
        global: { headers: { 'x-chat-session': sessionId } },
      });
    });
    clients.set(sessionId, client);
  }
  return client;
}
