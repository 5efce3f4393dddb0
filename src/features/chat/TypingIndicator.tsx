import { Box, HStack } from '@chakra-ui/react';
import { chatDialogText } from '../../content/chat';

/** Three bouncing dots while the reply is on its way (still dots, without motion, if reduced). */
export function TypingIndicator() {
  return (
    <HStack data-testid="typing-indicator" role="status" aria-label={chatDialogText.typing} gap="1.5" px="4" py="3" bg="sand.100" rounded="2xl" alignSelf="flex-start">
      {[0, 150, 300].map((delay) => (
        <Box
          key={delay}
          boxSize="2"
          rounded="full"
          bg="sand.600"
          animation="bounce 1s infinite"
          style={{ animationDelay: `${delay}ms` }}
          _motionReduce={{ animation: 'none' }}
        />
      ))}
    </HStack>
  );
}
