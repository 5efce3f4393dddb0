import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { pwaText } from '../../content/pwa';
import { usePwaStore } from './pwaStore';

/** A waiting new version is announced, never swapped in under the user: they choose when. */
export function UpdatePrompt() {
  const { updateWaiting, applyUpdate } = usePwaStore();
  const [dismissed, setDismissed] = useState(false);
  if (!updateWaiting || dismissed) return null;
  return (
    <Box
      role="alertdialog"
      aria-labelledby="update-title"
      aria-describedby="update-text"
      position="fixed"
      top="20"
      right="4"
      left={{ base: '4', md: 'auto' }}
      maxW="sm"
      zIndex="toast"
      bg="white"
      color="sand.900"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="lg"
      shadow="lg"
      p="4"
    >
      <Text id="update-title" fontWeight="semibold">
        {pwaText.updateAvailable}
      </Text>
      <Text id="update-text" fontSize="sm" mt="1" color="sand.700">
        {pwaText.updateText}
      </Text>
      <HStack mt="3" gap="2" justify="flex-end">
        <Button size="sm" variant="ghost" colorPalette="sand" onClick={() => setDismissed(true)}>
          {pwaText.later}
        </Button>
        <Button size="sm" colorPalette="cognac" onClick={applyUpdate}>
          {pwaText.reload}
        </Button>
      </HStack>
    </Box>
  );
}
