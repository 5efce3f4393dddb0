import { Fragment, useEffect, useRef } from 'react';
import { Button, chakra, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Link, useCloseOnBack } from '../../lib/router';
import { paths } from '../../lib/paths';
import { chatDialogText } from '../../content/chat';
import { loadFailedText } from '../../content/loadStates';
import { chatText } from '../../content/strings';
import { LoadFailed } from '../../ui/LoadFailed';
import { ChatBubble } from './ChatBubble';
import { ReplyLinkFollowed } from './ReplyLink';
import { ChatInput } from './ChatInput';
import { TypingIndicator } from './TypingIndicator';
import { useChatConversation } from './useChatConversation';
import { ChakraLayer } from '../../ui/ChakraLayer';
import { SHORT_SCREEN, shortScreenDialog } from '../../ui/shortScreenDialog';

const [privacyBefore, privacyAfter] = chatDialogText.privacyNote.split(chatDialogText.privacyLinkText) as [string, string];

interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's id, which the button that opens it names. */
  id: string;
}

/** The chat with the 'Künstlerische Intelligenz': loaded the first time the round button is pressed. */
function ChatDialogContent({ open, onOpenChange, id }: ChatDialogProps) {
  const { messages, pending, send, resend, unanswered, refusal, history, retryHistory } = useChatConversation();
  const end = useRef<HTMLDivElement>(null);
  const footer = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const close = () => onOpenChange(false);
  useCloseOnBack(open, close);

  useEffect(() => {
    if (!open) return;
    // Where the whole sheet scrolls, the newest message shows with the field and its button under it
    // (the privacy note below them is a scroll away: with it, the message got a sliver at 200 %).
    const form = footer.current?.querySelector('form');
    const short = window.matchMedia?.(SHORT_SCREEN).matches;
    const scroller = short ? footer.current?.parentElement : body.current;
    const room = (scroller?.clientHeight ?? 0) - (short ? (form?.offsetHeight ?? 0) : 0);
    const reply = [...(body.current?.querySelectorAll<HTMLElement>('[data-role]') ?? [])].at(-1);
    // An answer taller than the room shows from its start, not from its end: the visitor reads down
    // to the field.
    const tall = reply?.dataset.role === 'assistant' && !pending && reply.offsetHeight > room;
    (tall ? reply : short ? form : end.current)?.scrollIntoView({ behavior: 'smooth', block: tall ? 'start' : 'end' });
  }, [open, messages?.length, pending]);

  return (
    <Dialog.Root
      open={open}
      ids={{ content: id }}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="bottom"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
      // The input, not the first link of an earlier answer (a phone number) when the chat opens again.
      initialFocusEl={() => footer.current?.querySelector('input') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* On phones a bottom sheet flush with the screen's edge (clear of the home indicator); a floating card from md up.
              Either leaves room above it for an error toast (three lines at 360 px), which would cover its title and close button. */}
          <Dialog.Content
            maxH="min(45rem, calc(100dvh - 9rem))"
            w="full"
            maxW={{ base: 'full', md: 'lg' }}
            mx={{ base: '0', md: 'auto' }}
            mb={{ base: '0', md: '4' }}
            roundedBottom={{ base: '0', md: 'l3' }}
            pb="env(safe-area-inset-bottom)"
            css={shortScreenDialog.content}
          >
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {chatText.assistantName}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={body} css={shortScreenDialog.body}>
              <ReplyLinkFollowed.Provider value={close}>
                <Stack role="log" aria-live="polite" aria-label={chatText.assistantName} gap="3" pb="2">
                  {messages === undefined && <Text color="sand.600">{chatDialogText.loading}</Text>}
                  {messages?.map((message, index) => (
                    <Fragment key={message.id}>
                      <ChatBubble message={message} />
                      {/* An earlier question whose send failed, asked past: it stays unanswered, and says so. */}
                      {message.role === 'user' && messages[index + 1]?.role === 'user' && (
                        <Text alignSelf="flex-end" fontSize="xs" color="sand.700" data-testid="chat-no-reply">
                          {chatDialogText.noReply}
                        </Text>
                      )}
                    </Fragment>
                  ))}
                  {pending && <TypingIndicator />}
                  {unanswered && (
                    <UnansweredNote
                      refusal={refusal}
                      onResend={() => {
                        // The button goes with the note: the focus waits in the input, not on the page.
                        footer.current?.querySelector('input')?.focus();
                        void resend();
                      }}
                    />
                  )}
                  <div ref={end} />
                </Stack>
              </ReplyLinkFollowed.Provider>
              {history.status === 'failed' && (
                <LoadFailed
                  title={loadFailedText.chatHistory}
                  reason={history.reason}
                  retrying={history.retrying}
                  onRetry={retryHistory}
                  titleAs="p"
                  focusAfter={() => footer.current?.querySelector('input')}
                />
              )}
            </Dialog.Body>
            <Dialog.Footer ref={footer} flexDirection="column" alignItems="stretch" gap="2">
              <ChatInput pending={pending} onSend={(text) => void send(text)} />
              <Text fontSize="xs" color="sand.600" data-testid="chat-privacy-note">
                {privacyBefore}
                <chakra.a asChild color="cognac.700" textDecoration="underline">
                  <Link to={paths.datenschutz()} onClick={close}>
                    {chatDialogText.privacyLinkText}
                  </Link>
                </chakra.a>
                {privacyAfter}
              </Text>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={chatText.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Under the visitor's last message when no reply followed it (its send failed), with the chat
 * function's reason when it refused the message, and a way to ask again.
 */
function UnansweredNote({ refusal, onResend }: { refusal: string | null; onResend: () => void }) {
  return (
    // The button goes below the text where both do not fit (text at 200 % squeezed it to a word a line).
    <HStack alignSelf="flex-end" gap="3" flexWrap="wrap" justifyContent="flex-end" fontSize="xs" color="sand.700" data-testid="chat-unanswered">
      <Text flex="1 1 12em">{refusal ? `${chatDialogText.unanswered} ${refusal}` : chatDialogText.unanswered}</Text>
      <Button size="xs" variant="outline" colorPalette="cognac" onClick={onResend}>
        {chatDialogText.resend}
      </Button>
    </HStack>
  );
}

/** In the interactive layer: this chunk brings Chakra with it. */
export default function ChatDialog(props: ChatDialogProps) {
  return (
    <ChakraLayer>
      <ChatDialogContent {...props} />
    </ChakraLayer>
  );
}
