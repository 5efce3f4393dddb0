import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { pageText } from '../../content/pages';

interface LandingSectionProps {
  id: string;
  title: string;
  tone?: 'plain' | 'muted';
  children?: ReactNode;
}

/** A landing-page section with its anchor id, offset so the fixed bar never covers its heading. */
export function LandingSection({ id, title, tone = 'plain', children }: LandingSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} bg={tone === 'muted' ? 'sand.100' : 'sand.50'} py={{ base: '20', md: '28' }} minH="80vh" scrollMarginTop="16">
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Heading as="h2" id={`${id}-title`} fontSize={{ base: '4xl', md: '5xl' }} mb="6">
          {title}
        </Heading>
        {children ?? <Text color="sand.700">{pageText.landing.placeholder}</Text>}
      </Container>
    </Box>
  );
}
