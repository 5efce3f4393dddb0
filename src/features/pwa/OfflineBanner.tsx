import { Box } from '@chakra-ui/react';
import { pwaText } from '../../content/pwa';
import { useOnline } from './useOnline';

/** Says plainly that the page shows what was loaded before, and that edits wait for the network. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="sand.900"
      color="sand.50"
      px="5"
      py="3"
      pe="24"
      fontSize="sm"
      textAlign="center"
    >
      {pwaText.offline}
    </Box>
  );
}
