import { useRef, useState, type FormEvent } from 'react';
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { chatDialogText } from '../../content/chat';
import { SendIcon } from '../../ui/icons';

interface ChatInputProps {
  pending: boolean;
  onSend: (text: string) => void;
}

/** The text field and send button; send waits for a reply and ignores blank input. */
export function ChatInput({ pending, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const blocked = pending || !text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onSend(text);
    setText('');
    // Sent with 'Senden', which is disabled until the reply: the focus would fall to the page.
    input.current?.focus();
  };
  return (
    <HStack as="form" onSubmit={submit} gap="2" w="full">
      <Input
        ref={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={chatDialogText.placeholder}
        aria-label={chatDialogText.inputLabel}
        maxLength={1000}
        autoComplete="off"
        bg="white"
      />
      <IconButton type="submit" aria-label={chatDialogText.send} colorPalette="cognac" disabled={blocked}>
        <SendIcon />
      </IconButton>
    </HStack>
  );
}
