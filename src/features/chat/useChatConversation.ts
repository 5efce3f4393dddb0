import { useCallback, useEffect, useRef, useState } from 'react';
import { chatDialogText } from '../../content/chat';
import { flushChat, openConversation, sendChatMessage, ChatTimeoutError, getChatSessionId, preloadOfflineAnswers, useChatMessages } from '../../data/chat';
import { notify } from '../../ui/toaster';

/** How the history load stands: 'failed' shows 'Erneut versuchen' in the dialog. */
export type HistoryLoad = { status: 'loading' | 'loaded' } | { status: 'failed'; reason: 'timeout' | 'server' | 'other'; retrying: boolean };

/** A timeout, an error answer of the server (PostgREST errors carry a code), or something else. */
function failureReason(error: unknown): 'timeout' | 'server' | 'other' {
  if (error instanceof ChatTimeoutError) return 'timeout';
  return typeof (error as { code?: unknown } | null)?.code === 'string' ? 'server' : 'other';
}

/**
 * The conversation of this browser's chat session: history loaded once (greeting when empty),
 * one pending send at a time, and offline exchanges sent once the network is back. A failed
 * history load raises SPEC.md's toast and stays on screen with a retry.
 */
export function useChatConversation() {
  const [sessionId] = useState(getChatSessionId);
  const messages = useChatMessages(sessionId);
  const [pending, setPending] = useState(false);
  const [history, setHistory] = useState<HistoryLoad>({ status: 'loading' });
  // A question asked while the history still loads waits for it (the greeting comes first).
  const opened = useRef<Promise<void>>(Promise.resolve());

  const open = useCallback(() => {
    opened.current = openConversation(sessionId, chatDialogText.greeting).then(
      () => setHistory({ status: 'loaded' }),
      (error: unknown) => {
        console.error('chat history', error);
        notify({ title: chatDialogText.errorTitle, description: chatDialogText.historyError, type: 'error' });
        setHistory({ status: 'failed', reason: failureReason(error), retrying: false });
      },
    );
  }, [sessionId]);

  useEffect(() => {
    open();
    // Offline answers need the knowledge base on the device: fetch it while there is a network.
    void preloadOfflineAnswers();
    const onOnline = () => void flushChat(sessionId).catch((error: unknown) => console.error('chat sync', error));
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sessionId, open]);

  const retryHistory = useCallback(() => {
    setHistory((current) => (current.status === 'failed' ? { ...current, retrying: true } : current));
    open();
  }, [open]);

  const send = useCallback(
    async (text: string) => {
      if (pending || !text.trim()) return;
      setPending(true);
      try {
        await opened.current;
        await sendChatMessage(sessionId, text);
      } catch (error) {
        console.error('chat send', error);
        notify({ title: chatDialogText.errorTitle, description: chatDialogText.sendError, type: 'error' });
      } finally {
        setPending(false);
      }
    },
    [pending, sessionId],
  );

  return { messages, pending, send, history, retryHistory };
}
