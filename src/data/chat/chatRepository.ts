import { db } from '../db/database';
import { getChatClient } from './chatClient';
import type { ChatRecord, ChatRole } from './chatRecord';
import { startReadDeadline } from '../remote/readDeadline';
import { ChatOfflineError, ChatServerError, ChatTimeoutError, isNetworkFailure } from './chatErrors';

const CHAT_FUNCTION = 'chat-with-wichtrey';
/** Recent turns sent along so the assistant has context; the function clips them too. */
const HISTORY_TURNS = 10;

/**
 * Runs one request of the history load (the read, and the upserts of messages that waited) under
 * the read timeout, so a server that never answers cannot keep the dialog waiting (and every
 * question behind it) for ever.
 */
async function withinTimeout<T extends { error: unknown }>(request: (signal: AbortSignal) => PromiseLike<T>): Promise<T> {
  const deadline = startReadDeadline();
  try {
    const result = await request(deadline.signal);
    if (result.error && deadline.expired()) throw new ChatTimeoutError();
    return result;
  } finally {
    deadline.done();
  }
}

/**
 * A device that knows it is offline does not try: a request would only fail, and the chat must
 * answer from the device at once instead of after the failures.
 */
function assertOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ChatOfflineError();
}

/** Replaces the device's copy of a session's history with the server's (unsynced messages stay). */
export async function pullChatHistory(sessionId: string): Promise<number> {
  assertOnline();
  const client = await getChatClient(sessionId);
  // No automatic retries: postgrest-js would retry a network failure three times over 7 s while
  // the visitor's question waits behind the history; the dialog has its own 'Erneut versuchen'.
  const { data, error } = await withinTimeout((signal) =>
    client.from('chat_messages').select('*').eq('session_id', sessionId).order('created_at', { ascending: true }).retry(false).abortSignal(signal),
  );
  if (error) throw isNetworkFailure(error) ? new ChatOfflineError(error) : error;
  await db.transaction('rw', db.chat_messages, async () => {
    const local = await db.chat_messages.where('session_id').equals(sessionId).toArray();
    const offlineIds = new Set(local.filter((row: ChatRecord) => row.offline).map((row) => row.id));
    await db.chat_messages.bulkPut(data.map((row) => ({ ...row, synced: 1 as const, ...(offlineIds.has(row.id) ? { offline: true } : {}) })));
  });
  return data.length;
}

/**
 * Sends the session's messages the server does not have yet, oldest first, one request each: the
 * server stamps created_at itself, and separate requests keep the order. Idempotent by id.
 */
export async function pushUnsyncedChat(sessionId: string): Promise<void> {
  const unsynced = (await db.chat_messages.where('session_id').equals(sessionId).sortBy('created_at')).filter((row) => row.synced === 0);
  if (unsynced.length === 0) return;
  assertOnline();
  const client = await getChatClient(sessionId);
  for (const { id, session_id, role, content } of unsynced) {
    const { error } = await withinTimeout((signal) =>
      client.from('chat_messages').upsert({ id, session_id, role, content }, { onConflict: 'id', ignoreDuplicates: true }).abortSignal(signal),
    );
    if (error) throw isNetworkFailure(error) ? new ChatOfflineError(error) : error;
    await db.chat_messages.update(id, { synced: 1 });
  }
}

/**
 * How long the chat function may take: its provider's 15 s and the rate limit's 3 s, with room. A
 * function that never answers would otherwise keep 'schreibt …' on screen and every send blocked.
 */
const ASK_TIMEOUT_MS = 25_000;

/**
 * A gateway's word that the function could not be reached or did not finish (Supabase's 546: its
 * resource limit), with no text of the function's own: the function is out of reach, as offline.
 */
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504, 546]);

/**
 * Asks the chat function. No answer from it (network loss, a gateway's 502/503/504, no answer in
 * time) becomes ChatOfflineError, so the device answers; any other failure is a ChatServerError.
 */
export async function askAssistant(sessionId: string, message: string, history: readonly { role: ChatRole; content: string }[]): Promise<string> {
  assertOnline();
  const client = await getChatClient(sessionId);
  const deadline = startReadDeadline(ASK_TIMEOUT_MS);
  let result;
  try {
    result = await client.functions.invoke<{ reply?: unknown; error?: unknown }>(CHAT_FUNCTION, {
      body: { message, history: history.slice(-HISTORY_TURNS) },
      signal: deadline.signal,
    });
  } catch (error) {
    throw deadline.expired() || isNetworkFailure(error) ? new ChatOfflineError(error) : error;
  } finally {
    deadline.done();
  }
  if (result.error) {
    // A relay error: the platform did not reach the function.
    if (deadline.expired() || isNetworkFailure(result.error) || result.error.name === 'FunctionsRelayError') throw new ChatOfflineError(result.error);
    const context = (result.error as { context?: Response }).context;
    const body = context ? ((await context.json().catch(() => null)) as { error?: unknown } | null) : null;
    const functionText = typeof body?.error === 'string' ? body.error : null;
    const status = context?.status ?? 0;
    if (functionText === null && UNREACHABLE_STATUSES.has(status)) throw new ChatOfflineError(result.error);
    throw new ChatServerError(functionText ?? result.error.message, status, functionText);
  }
  if (typeof result.data?.reply !== 'string' || !result.data.reply.trim()) throw new ChatServerError('empty reply', 200);
  return result.data.reply;
}
