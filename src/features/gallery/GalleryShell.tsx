import type { ReactNode } from 'react';
import { Box, Container } from '@chakra-ui/react';

/** The `main` landmark of the gallery pages, aligned with the other pages below the fixed bar. */
export function GalleryShell({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Container as="main" id="main" tabIndex={-1} aria-busy={busy || undefined} maxW="6xl" pt={{ base: '28', md: '32' }} pb="24" px={{ base: '5', md: '8' }} _focus={{ outline: 'none' }}>
      {children}
    </Container>
  );
}

/** A grey block that pulses while content loads. */
export function SkeletonBlock({ h, w = 'full', rounded = 'md', mb }: { h: string; w?: string; rounded?: string; mb?: string }) {
  return <Box bg="sand.200" animation="pulse" w={w} h={h} rounded={rounded} mb={mb} aria-hidden="true" />;
}
