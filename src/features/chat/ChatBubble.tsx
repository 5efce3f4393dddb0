import { Badge, Box, Text } from '@chakra-ui/react';
import { chatDialogText } from '../../content/chat';
import { chatText } from '../../content/strings';
import type { ChatRecord } from '../../data/chat';
import { AssistantMarkdown } from './AssistantMarkdown';

/** One message: the visitor's on the right as plain text, the assistant's on the left as markdown. */
export function ChatBubble({ message }: { message: ChatRecord }) {
  const mine = message.role === 'user';
  return (
    <Box
      data-testid="chat-message"
      data-role={message.role}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'cognac.700' : 'sand.100'}
      color={mine ? 'white' : 'sand.900'}
      rounded="2xl"
      px="4"
      py="2.5"
      fontSize="sm"
    >
      <Text srOnly>{mine ? chatDialogText.you : chatText.assistantName}:</Text>
      {mine ? <Text whiteSpace="pre-wrap">{message.content}</Text> : <AssistantMarkdown text={message.content} />}
      {message.offline && (
        <Badge mt="2" size="sm" variant="outline" colorPalette="sand" title={chatDialogText.offlineAnswerHint}>
          {chatDialogText.offlineAnswer}
        </Badge>
      )}
    </Box>
  );
}
