import type { ReactNode } from 'react';
import { Container, Heading } from '@chakra-ui/react';

/** Frame for the pages below the fixed bar: one `main` landmark and one h1 per page. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container as="main" id="main" tabIndex={-1} maxW="6xl" pt={{ base: '28', md: '32' }} pb="24" px={{ base: '5', md: '8' }} _focus={{ outline: 'none' }}>
      <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} mb="8">
        {title}
      </Heading>
      {children}
    </Container>
  );
}
