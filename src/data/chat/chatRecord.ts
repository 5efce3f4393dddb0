import type { LocalChatMessage } from '../db/database';

/** A chat message on the device; `offline` marks answers the device gave without the network. */
export type ChatRecord = LocalChatMessage & { offline?: boolean };

export type ChatRole = 'user' | 'assistant';

export function newChatRecord(sessionId: string, role: ChatRole, content: string, offline = false): ChatRecord {
  return { id: crypto.randomUUID(), session_id: sessionId, role, content, created_at: new Date().toISOString(), synced: 0, ...(offline ? { offline } : {}) };
}
