import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../../chat-knowledge/messageLimit';
import { chatDialogText } from '../../../src/content/chat';
import { ChatInput } from '../../../src/features/chat/ChatInput';
import { system } from '../../../src/ui/theme/system';

function show() {
  const onSend = vi.fn();
  render(
    <ChakraProvider value={system}>
      <ChatInput pending={false} onSend={onSend} />
    </ChakraProvider>,
  );
  const input = screen.getByRole('textbox', { name: chatDialogText.inputLabel }) as HTMLInputElement;
  const send = screen.getByRole('button', { name: chatDialogText.send }) as HTMLButtonElement;
  return { onSend, input, send };
}

describe('the chat input', () => {
  afterEach(cleanup);

  it('sends nothing that is blank to read: spaces, and invisible characters (a zero-width space made an empty bubble)', () => {
    const { onSend, input, send } = show();
    for (const blank of ['   ', '\u00a0', '\u200b\u200b', ' \u200d\ufeff ']) {
      fireEvent.change(input, { target: { value: blank } });
      expect(send.disabled, JSON.stringify(blank)).toBe(true);
      fireEvent.submit(input.closest('form')!);
    }
    expect(onSend).not.toHaveBeenCalled();
    // A word with an invisible character in it is a word.
    fireEvent.change(input, { target: { value: 'Hal\u200blo' } });
    expect(send.disabled).toBe(false);
  });

  it('keeps a message over the limit whole and refuses it at the field, in German, until it is short enough', () => {
    const { onSend, input, send } = show();
    // A pasted letter: 3,000 characters. A maxLength cut it to its first 1,000, mid-word, unseen.
    const letter = `${'Ich habe eine Frage zu einem alten Ohrensessel meiner Großmutter. '.repeat(46)}Was kostet das?`.slice(0, 3000);
    fireEvent.change(input, { target: { value: letter } });
    expect(input.value).toBe(letter);
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Bitte höchstens 1.000 Zeichen eingeben (jetzt 3.000).');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(send.disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe(letter);

    // Shortened to the limit (an emoji counts once, as the server counts it): sent as typed.
    const short = `${'a'.repeat(MAX_MESSAGE_LENGTH - 1)}🛋`;
    fireEvent.change(input, { target: { value: short } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(send.disabled).toBe(false);
    fireEvent.submit(input.closest('form')!);
    expect(onSend).toHaveBeenCalledWith(short);
    expect(input.value).toBe('');
  });

  it('counts characters as the server does: the limit in code points, spaces around the message not counted', () => {
    const { input } = show();
    fireEvent.change(input, { target: { value: `  ${'🛋'.repeat(MAX_MESSAGE_LENGTH)}  ` } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '🛋'.repeat(MAX_MESSAGE_LENGTH + 1) } });
    expect(screen.getByRole('alert').textContent).toBe('Bitte höchstens 1.000 Zeichen eingeben (jetzt 1.001).');
  });
});
