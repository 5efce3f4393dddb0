import { Box, Heading, Text } from '@chakra-ui/react';
import { notLoadedOfflineText } from '../content/loadStates';

/**
 * Shown instead of skeletons when the device is offline and has nothing stored for this page.
 * Kept small on purpose: the list of albums saved for offline use will be linked from here.
 */
export function NotLoadedOffline({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <Box role="status" data-testid="not-loaded-offline" bg="sand.100" borderWidth="1px" borderColor="sand.300" rounded="lg" px={{ base: '5', md: '8' }} py="6" maxW="2xl">
      <Heading as={headingLevel} fontSize="2xl" mb="2">
        {notLoadedOfflineText.title}
      </Heading>
      <Text color="sand.800">{notLoadedOfflineText.text}</Text>
    </Box>
  );
}
