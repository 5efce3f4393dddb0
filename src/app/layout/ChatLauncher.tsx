import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { shellText } from '../../content/strings';
import { takeEarlyClick } from '../../lib/earlyClicks';
import { ChatIcon } from '../../ui/icons';

// The chat code is only downloaded once somebody opens it.
const ChatDialog = lazy(() => import('../../features/chat/ChatDialog'));

/** The fixed round button at the bottom right that opens the chat dialog. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A tap before the page's code ran must not be lost: it is repeated now.
  useEffect(() => {
    if (takeEarlyClick('chat')) button.current?.click();
  }, []);
  return (
    <>
      <IconButton
        aria-label={shellText.openChat}
        aria-haspopup="dialog"
        data-early-click="chat"
        ref={button}
        position="fixed"
        right={{ base: '4', md: '6' }}
        bottom={{ base: '4', md: '6' }}
        zIndex="overlay"
        size="xl"
        rounded="full"
        colorPalette="cognac"
        boxShadow="0 10px 30px rgba(43, 38, 34, 0.25)"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ChatIcon />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <ChatDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
