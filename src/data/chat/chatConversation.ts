import { db } from '../db/database';
import { ChatOfflineError, ChatTimeoutError } from './chatErrors';
import { newChatRecord, type ChatRecord, type ChatRole } from './chatRecord';
import { askAssistant, pullChatHistory, pushUnsyncedChat } from './chatRepository';
import { answerOffline } from './offlineAnswer';

async function localMessages(sessionId: string): Promise<ChatRecord[]> {
  return db.chat_messages.where('session_id').equals(sessionId).sortBy('created_at');
}

// One upload at a time: an answer's upload runs behind the exchange, and the next one must not overtake it.
let uploading: Promise<unknown> = Promise.resolve();

function uploadInTurn(sessionId: string): Promise<void> {
  const upload = uploading.catch(() => {}).then(() => pushUnsyncedChat(sessionId));
  uploading = upload;
  return upload;
}

/**
 * Sends what waits on the device, after any upload still under way; offline, or with the server not
 * answering in time, it simply keeps waiting (a question whose upload stalls is still asked).
 */
export async function flushChat(sessionId: string): Promise<void> {
  try {
    await uploadInTurn(sessionId);
  } catch (error) {
    if (!(error instanceof ChatOfflineError || error instanceof ChatTimeoutError)) throw error;
  }
}

/**
 * Uploads a message the visitor already sees without holding anyone up: it is given once it is on
 * the device, and a stalled or failed upload of it is no failure of what showed it (that kept
 * 'schreibt …' and the send blocked beside an answer, or raised an error toast under it). What
 * stays unsent goes with the next upload.
 */
function uploadBehind(sessionId: string): void {
  flushChat(sessionId).catch((error: unknown) => console.error('chat sync', error));
}

/**
 * Loads the session's history (after sending what waited offline). An empty history gets the
 * greeting, stored like any assistant message. Offline, the device's copy is the history.
 * Throws when the server refuses (the dialog then says so).
 */
export async function openConversation(sessionId: string, greeting: string): Promise<void> {
  try {
    await uploadInTurn(sessionId);
    await pullChatHistory(sessionId);
  } catch (error) {
    if (!(error instanceof ChatOfflineError)) throw error;
  }
  if ((await localMessages(sessionId)).length > 0) return;
  await db.chat_messages.put(newChatRecord(sessionId, 'assistant', greeting));
  uploadBehind(sessionId);
}

/** Who answered: the chat function, or this device's knowledge base (no connection to the server). */
export type AnsweredBy = 'server' | 'device';

/**
 * One exchange: the trimmed question is stored at once, then answered by the chat function, or,
 * without a network, by the knowledge base on the device (marked as an offline answer). Both
 * messages reach chat_messages now, or with a later upload (the next send, the dialog opened again,
 * the device back online). Server errors throw.
 * Resolves with who answered (null for a blank message, which is not sent).
 */
export async function sendChatMessage(sessionId: string, text: string): Promise<AnsweredBy | null> {
  const message = text.trim();
  if (!message) return null;
  const history = await localMessages(sessionId);
  await db.chat_messages.put(newChatRecord(sessionId, 'user', message));
  await flushChat(sessionId);
  return answer(sessionId, message, history);
}

/**
 * Answers the session's last message when it is a question no reply followed (its send failed:
 * the visitor's 'Erneut senden'), as a send would. Server errors throw.
 */
export async function answerLastQuestion(sessionId: string): Promise<AnsweredBy | null> {
  const messages = await localMessages(sessionId);
  const last = messages.at(-1);
  if (last?.role !== 'user') return null;
  return answer(sessionId, last.content, messages.slice(0, -1));
}

async function answer(sessionId: string, message: string, before: readonly ChatRecord[]): Promise<AnsweredBy> {
  const history = before.map(({ role, content }) => ({ role: role as ChatRole, content }));
  let reply: ChatRecord;
  try {
    reply = newChatRecord(sessionId, 'assistant', await askAssistant(sessionId, message, history));
  } catch (error) {
    if (!(error instanceof ChatOfflineError)) throw error;
    reply = newChatRecord(sessionId, 'assistant', await answerOffline(message), true);
  }
  await db.chat_messages.put(reply);
  uploadBehind(sessionId);
  return reply.offline ? 'device' : 'server';
}
