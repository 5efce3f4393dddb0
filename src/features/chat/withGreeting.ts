import type { ChatRecord } from '../../data/chat';

/**
 * The messages as the dialog shows them: the greeting first. The device stores it as the first
 * message of an empty history; a visitor who wrote while the history could not load has a
 * conversation without it (stored later, the server would date it after the question), so it is
 * shown, not stored.
 */
export function withGreeting(messages: readonly ChatRecord[] | undefined, greeting: string): readonly ChatRecord[] | undefined {
  const first = messages?.[0];
  if (!messages || !first || first.role === 'assistant') return messages;
  return [{ id: `greeting-${first.session_id}`, session_id: first.session_id, role: 'assistant', content: greeting, created_at: first.created_at, synced: 1 }, ...messages];
}
