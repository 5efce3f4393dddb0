import type { ChatRecord } from '../../data/chat';

/**
 * The messages as the dialog shows them: the greeting first. The device stores it as the first
 * message of an empty history; a visitor who wrote while the history could not load has a
 * conversation without it (stored later, the server would date it after the question), so it is
 * shown, not stored; so is it beside a history that failed to load. While the history still loads,
 * an empty copy on the device is no conversation yet: nothing, so the dialog says it loads.
 */
export function withGreeting(messages: readonly ChatRecord[] | undefined, greeting: string, { sessionId, loading }: { sessionId: string; loading: boolean }): readonly ChatRecord[] | undefined {
  if (!messages || (messages.length === 0 && loading)) return undefined;
  const first = messages[0];
  if (first?.role === 'assistant') return messages;
  const shown: ChatRecord = { id: `greeting-${sessionId}`, session_id: sessionId, role: 'assistant', content: greeting, created_at: first?.created_at ?? new Date().toISOString(), synced: 1 };
  return [shown, ...messages];
}
