import { Box } from '@chakra-ui/react';

/**
 * Where the staff login control sits on /sale and /galerie pages. The control itself arrives
 * with the offers issue; until then the slot stays empty but already occupies its place.
 */
export function LoginControlSlot() {
  return <Box data-testid="login-control-slot" display="contents" />;
}
