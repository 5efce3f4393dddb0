import { useId, useRef, useState, type FormEvent } from 'react';
import { chakra, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { chatDialogText } from '../../content/chat';
import { chatMessageTooLong, isBlankMessage } from '../../data/chat';
import { SendIcon } from '../../ui/icons';
import { takeTypedText } from '../../lib/typeAhead';

interface ChatInputProps {
  pending: boolean;
  onSend: (text: string) => void;
}

/**
 * The text field and send button; send waits for a reply and ignores blank input. A message over
 * the chat function's limit is kept as typed and refused at the field, in German: a `maxLength`
 * cut a pasted letter to its first 1,000 characters, mid-word, without a word.
 */
export function ChatInput({ pending, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const tooLong = chatMessageTooLong(text);
  const blocked = pending || isBlankMessage(text) || tooLong !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onSend(text);
    setText('');
    // Sent with 'Senden', which is disabled until the reply: the focus would fall to the page.
    input.current?.focus();
  };
  return (
    <Stack as="form" onSubmit={submit} gap="1" w="full">
      {/* Where text is so large that the placeholder would be cut beside the button ('Ihre Nachri' at
          200 % on a phone), the button goes below the field, at its end. */}
      <HStack gap="2" w="full" flexWrap="wrap">
        <Input
          flex="1 1 9.5em"
          minW="0"
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // What was typed while the chat was opening (src/lib/typeAhead.ts).
          onFocus={() => {
            const typed = takeTypedText();
            if (typed) setText((current) => current + typed);
          }}
          placeholder={chatDialogText.placeholder}
          aria-label={chatDialogText.inputLabel}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? errorId : undefined}
          autoComplete="off"
          bg="white"
        />
        <IconButton type="submit" aria-label={chatDialogText.send} colorPalette="cognac" disabled={blocked} ms="auto">
          <SendIcon />
        </IconButton>
      </HStack>
      {tooLong && (
        <chakra.p id={errorId} role="alert" fontSize="sm" color="red.700">
          {tooLong}
        </chakra.p>
      )}
    </Stack>
  );
}
