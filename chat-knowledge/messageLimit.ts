/** The longest message the chat function takes, in characters as Postgres counts them (code points); the app's input refuses longer ones at the field. */
export const MAX_MESSAGE_LENGTH = 1000;
