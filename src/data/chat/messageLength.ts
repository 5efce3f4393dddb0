import { MAX_MESSAGE_LENGTH } from '../../../chat-knowledge/messageLimit.ts';
import { optionalText } from '../input/text';

export { isBlankMessage } from '../../../chat-knowledge/messageLimit.ts';

/** Why the chat function would refuse this message for its length ('Bitte höchstens 1.000 Zeichen …'), or null. */
export function chatMessageTooLong(text: string): string | null {
  return optionalText(text, MAX_MESSAGE_LENGTH).error;
}
