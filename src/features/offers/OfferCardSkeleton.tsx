import { Box, Stack, type BoxProps } from '@chakra-ui/react';
import { DEFAULT_IMAGE_HEIGHT } from './offerMath';

/** Placeholder card while the offers have never been fetched on this device. */
export function OfferCardSkeleton() {
  return (
    <Box data-testid="offer-skeleton" bg="white" borderWidth="1px" borderColor="sand.200" rounded="xl" overflow="hidden" aria-hidden="true">
      <Bone h={`${DEFAULT_IMAGE_HEIGHT}px`} rounded="none" />
      <Stack gap="3" p="5">
        <Bone h="7" w="70%" />
        <Bone h="4" w="40%" />
        <Bone h="16" />
        <Bone h="8" w="50%" />
      </Stack>
    </Box>
  );
}

/** A pulsing grey block (the theme's skeleton recipe would load with every page). */
function Bone(props: BoxProps) {
  return <Box bg="sand.200" rounded="md" animation="pulse 1.6s ease-in-out infinite" _motionReduce={{ animation: 'none' }} {...props} />;
}
