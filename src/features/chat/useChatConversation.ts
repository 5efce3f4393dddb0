import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chatDialogText } from '../../content/chat';
import { answerLastQuestion, type AnsweredBy, flushChat, isBlankMessage, openConversation, sendChatMessage, ChatOfflineError, ChatServerError, ChatTimeoutError, getChatSessionId, preloadOfflineAnswers, useChatMessages } from '../../data/chat';
import type { LoadFailedReason } from '../../ui/LoadFailed';
import { notify } from '../../ui/toaster';
import { withGreeting } from './withGreeting';

/** How the history load stands: 'failed' shows 'Erneut versuchen' in the dialog. */
export type HistoryLoad = { status: 'loading' | 'loaded' } | { status: 'failed'; reason: LoadFailedReason; retrying: boolean };

/**
 * Why the history did not load, in the data pages' words: a timeout, no answer at all, an error
 * answer of the server (postgrest-js hands it over as a plain object, with a code from PostgREST,
 * with only a message from a gateway's 503), or something else (a thrown Error of our own).
 */
function failureReason(error: unknown): LoadFailedReason {
  if (error instanceof ChatTimeoutError) return 'timeout';
  if (error instanceof ChatOfflineError) return 'unreachable';
  const answered = error !== null && typeof error === 'object' && !(error instanceof Error) && typeof (error as { message?: unknown }).message === 'string';
  return answered || typeof (error as { code?: unknown } | null)?.code === 'string' ? 'server' : 'other';
}

/**
 * What the chat function said when it refused the message itself (too long, too many messages in a
 * short time: its German texts are meant for visitors). It stands under the unanswered question,
 * not in the toast: on a phone a toast that long covered the chat's title and close button.
 */
function refusalOf(error: unknown): string | null {
  // Only the function's own text: a gateway's 401 or the client's fallback message is English.
  return error instanceof ChatServerError && error.status >= 400 && error.status < 500 ? error.functionText : null;
}

/**
 * The conversation of this browser's chat session: history loaded once (greeting when empty),
 * one pending send at a time, and offline exchanges sent once the network is back. A failed
 * history load raises SPEC.md's toast and stays on screen with a retry.
 */
export function useChatConversation() {
  const [sessionId] = useState(getChatSessionId);
  const stored = useChatMessages(sessionId);
  const [history, setHistory] = useState<HistoryLoad>({ status: 'loading' });
  const loading = history.status === 'loading';
  const messages = useMemo(() => withGreeting(stored, chatDialogText.greeting, { sessionId, loading }), [stored, sessionId, loading]);
  const [pending, setPending] = useState(false);
  // A send that failed in this visit: its question is unanswered even where the history did not load.
  const [sendFailed, setSendFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
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

  const historyFailed = history.status === 'failed';
  const retryHistory = useCallback(() => {
    setHistory((current) => (current.status === 'failed' ? { ...current, retrying: true } : current));
    open();
  }, [open]);

  /**
   * Runs one exchange with the assistant, one at a time; a failure gets SPEC.md's toast. One the
   * server answered where the history had not loaded loads it again: the server answers now, and
   * the box saying it did not load would otherwise stand under the new answer until pressed.
   */
  const exchange = useCallback(
    async (run: () => Promise<AnsweredBy | null>) => {
      if (pending) return;
      setPending(true);
      try {
        await opened.current;
        const answeredBy = await run();
        setSendFailed(false);
        setRefusal(null);
        if (historyFailed && answeredBy === 'server') retryHistory();
      } catch (error) {
        console.error('chat send', error);
        setSendFailed(true);
        setRefusal(refusalOf(error));
        notify({ title: chatDialogText.errorTitle, description: chatDialogText.sendError, type: 'error' });
      } finally {
        setPending(false);
      }
    },
    [pending, historyFailed, retryHistory],
  );

  const send = useCallback((text: string) => (!isBlankMessage(text) ? exchange(() => sendChatMessage(sessionId, text)) : Promise.resolve()), [exchange, sessionId]);
  /** 'Erneut senden': the last question, which no reply followed, is asked again. */
  const resend = useCallback(() => exchange(() => answerLastQuestion(sessionId)), [exchange, sessionId]);
  const lastMessage = messages?.at(-1);
  // Before the history is there, a question last in the device's copy may have its reply on the server.
  const unanswered = !pending && (history.status === 'loaded' || sendFailed) && lastMessage?.role === 'user';

  return { messages, pending, send, resend, unanswered, refusal, history, retryHistory };
}
