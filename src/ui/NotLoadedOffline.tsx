import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { notLoadedOfflineText } from '../content/loadStates';
import { offlineCopyText } from '../content/offlineCopies';

/**
 * Shown instead of skeletons when the device is offline and has nothing stored for this page,
 * with the way to what the device does have.
 */
export function NotLoadedOffline({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <Box role="status" data-testid="not-loaded-offline" bg="sand.100" borderWidth="1px" borderColor="sand.300" rounded="lg" px={{ base: '5', md: '8' }} py="6" maxW="2xl">
      <Heading as={headingLevel} fontSize="2xl" mb="2">
        {notLoadedOfflineText.title}
      </Heading>
      <Text color="sand.800">{notLoadedOfflineText.text}</Text>
      <Text color="sand.800" mt="3">
        {offlineCopyText.linkHint}{' '}
        <chakra.a asChild color="cognac.700" fontWeight="semibold" textDecoration="underline">
          <Link to={paths.offlineAvailable()}>{offlineCopyText.linkText}</Link>
        </chakra.a>
      </Text>
    </Box>
  );
}
