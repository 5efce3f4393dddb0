// Entry module: the chat's conversation, kept on the device and sent when online.
export { answerLastQuestion, flushChat, openConversation, sendChatMessage, type AnsweredBy } from './chat/chatConversation';
export { ChatOfflineError, ChatServerError, ChatTimeoutError } from './chat/chatErrors';
export type { ChatRecord } from './chat/chatRecord';
export { getChatSessionId } from './chat/chatSession';
export { chatMessageTooLong, isBlankMessage } from './chat/messageLength';
export { preloadOfflineAnswers } from './chat/offlineAnswer';
export { useChatMessages } from './chat/useChatMessages';
