import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { css, cx } from '../../styled-system/css';
import { shellText } from '../../content/strings';
import { replayEarlyClicksWithin } from '../../lib/earlyClicks';
import { keepTypedText, takeTypedText } from '../../lib/typeAhead';
import { ChatIcon } from '../../ui/icons';
import { useLocation } from '../../lib/router';
import { buttonBase, buttonSpinner, solidCognac } from '../../ui/buttonStyles';

// The chat code is only downloaded once somebody opens it.
// The dialog is the interactive layer (Chakra): it loads on the first press, and the button
// shows it is busy until then.
const loadChatDialog = () => import('../../features/chat/ChatDialog');
const ChatDialog = lazyPart(loadChatDialog);
let chatDialogLoaded = false;

/** The fixed round button at the bottom right that opens the chat dialog. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [ready, setReady] = useState(chatDialogLoaded);
  const button = useRef<HTMLButtonElement>(null);
  // The button names the sheet it opens: Back after following a link out of the chat focuses it
  // again. Generated: a fixed 'chat' was also the privacy page's chat section, and the dialog took
  // that section for itself and closed at once.
  const chatId = useId();
  // Back pressed while the chat's code loads takes the press back: the chat would open over the page
  // gone back to, its entry in place of the Forward one.
  const { key } = useLocation();
  const [pageKey, setPageKey] = useState(key);
  if (pageKey !== key) {
    setPageKey(key);
    if (!ready && open) {
      takeTypedText();
      setOpen(false);
    }
  }
  // A tap before the page's code ran must not be lost: it is repeated now.
  useEffect(() => {
    replayEarlyClicksWithin(button.current);
  }, []);
  useEffect(() => {
    if (!requested || ready) return;
    void loadChatDialog().then(
      () => {
        chatDialogLoaded = true;
        setReady(true);
      },
      // Its code did not arrive: the button is no longer busy (the page's watch says why); a
      // press tries again.
      () => {
        takeTypedText();
        setRequested(false);
        setOpen(false);
      },
    );
  }, [requested, ready]);
  const pending = requested && open && !ready;
  return (
    <>
      <button
        type="button"
        aria-label={shellText.openChat}
        aria-haspopup="dialog"
        aria-expanded={open && ready}
        aria-controls={chatId}
        data-early-click=""
        aria-busy={pending || undefined}
        ref={button}
        className={cx(
          buttonBase,
          solidCognac,
          // IconButton size="xl", rounded and fixed at the bottom right.
          css({
            position: 'fixed',
            right: { base: '4', md: '6' },
            // Above the offline banner while it shows (src/features/pwa/useBottomSpace.ts sets its height).
            bottom: { base: 'calc(var(--offline-banner-height, 0px) + 1rem)', md: 'calc(var(--offline-banner-height, 0px) + 1.5rem)' },
            zIndex: 'overlay',
            borderRadius: 'full',
            boxShadow: '0 10px 30px rgba(43, 38, 34, 0.25)',
            _focusVisible: { boxShadow: '{shadows.focusBand}, 0 10px 30px rgba(43, 38, 34, 0.25)' },
            h: '12',
            minW: '12',
            px: '0',
            py: '0',
            fontSize: 'md',
            lineHeight: '1.5rem',
            gap: '2.5',
            _icon: { width: '5', height: '5', fontSize: '1.2em' },
          }),
        )}
        onClick={() => {
          // A question typed at once goes into the chat's field once it is there.
          if (!open) keepTypedText();
          setRequested(true);
          setOpen(true);
        }}
      >
        {pending ? <span className={buttonSpinner} aria-hidden="true" /> : <ChatIcon />}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <ChatDialog
            id={chatId}
            open={open}
            onOpenChange={(next) => {
              if (!next) takeTypedText();
              setOpen(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
