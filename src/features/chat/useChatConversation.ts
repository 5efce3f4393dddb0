import { useCallback, useEffect, useRef, useState } from 'react';
import { chatDialogText } from '../../content/chat';
import { flushChat, openConversation, sendChatMessage } from '../../data/chat/chatConversation';
import { getChatSessionId } from '../../data/chat/chatSession';
import { preloadOfflineAnswers } from '../../data/chat/offlineAnswer';
import { useChatMessages } from '../../data/chat/useChatMessages';
import { notify } from '../../ui/toaster';

/**
 * The conversation of this browser's chat session: history loaded once (greeting when empty),
 * one pending send at a time, and offline exchanges sent once the network is back.
 */
export function useChatConversation() {
  const [sessionId] = useState(getChatSessionId);
  const messages = useChatMessages(sessionId);
  const [pending, setPending] = useState(false);
  // A question asked while the history still loads waits for it (the greeting comes first).
  const opened = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    opened.current = openConversation(sessionId, chatDialogText.greeting).catch((error: unknown) => {
      console.error('chat history', error);
      notify({ title: chatDialogText.errorTitle, description: chatDialogText.historyError, type: 'error' });
    });
    // Offline answers need the knowledge base on the device: fetch it while there is a network.
    void preloadOfflineAnswers();
    const onOnline = () => void flushChat(sessionId).catch((error: unknown) => console.error('chat sync', error));
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sessionId]);

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

  return { messages, pending, send };
}
