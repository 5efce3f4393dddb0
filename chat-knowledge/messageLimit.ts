/** The longest message the chat function takes, in characters as Postgres counts them (code points); the app's input refuses longer ones at the field. */
export const MAX_MESSAGE_LENGTH = 1000;

/** Invisible format characters (zero-width spaces and joiners, the soft hyphen, a byte-order mark), which trim() keeps. */
const INVISIBLE = /\p{Cf}/gu;

/** A message with nothing to read: only spaces and invisible characters (a blank bubble, and nothing asked). */
export function isBlankMessage(text: string): boolean {
  return text.replace(INVISIBLE, '').trim() === '';
}
