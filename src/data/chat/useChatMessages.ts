import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import type { ChatRecord } from './chatRecord';

/** The session's messages on the device, oldest first; undefined until Dexie answered. */
export function useChatMessages(sessionId: string): ChatRecord[] | undefined {
  return useLiveQuery(() => db.chat_messages.where('[session_id+created_at]').between([sessionId, ''], [sessionId, '\uffff']).toArray(), [sessionId]);
}
