import { describe, expect, it } from 'vitest';
import type { ChatRecord } from '../../../src/data/chat';
import { withGreeting } from '../../../src/features/chat/withGreeting';

const record = (role: ChatRecord['role'], content: string, at: string): ChatRecord => ({ id: `${role}-${at}`, session_id: 's1', role, content, created_at: at, synced: 1 });

describe('the greeting opens every conversation on screen', () => {
  it('a conversation begun while the history could not load shows the greeting before the first question', () => {
    const question = record('user', 'Wann haben Sie geöffnet?', '2026-11-25T10:00:00Z');
    const shown = withGreeting([question], 'Hallo!', { sessionId: 's1', loading: false });
    expect(shown?.map((message) => [message.role, message.content])).toEqual([
      ['assistant', 'Hallo!'],
      ['user', 'Wann haben Sie geöffnet?'],
    ]);
  });

  it('a stored greeting is not shown twice', () => {
    const messages = [record('assistant', 'Hallo!', '2026-11-25T09:59:00Z'), record('user', 'Frage', '2026-11-25T10:00:00Z')];
    expect(withGreeting(messages, 'Hallo!', { sessionId: 's1', loading: false })).toBe(messages);
    expect(withGreeting(messages, 'Hallo!', { sessionId: 's1', loading: true })).toBe(messages);
  });

  it('an empty copy on the device shows nothing while the history loads (the dialog says it loads), the greeting once it loaded or failed', () => {
    expect(withGreeting([], 'Hallo!', { sessionId: 's1', loading: true })).toBeUndefined();
    expect(withGreeting(undefined, 'Hallo!', { sessionId: 's1', loading: false })).toBeUndefined();
    expect(withGreeting([], 'Hallo!', { sessionId: 's1', loading: false })?.map((message) => [message.role, message.content])).toEqual([['assistant', 'Hallo!']]);
  });
});
