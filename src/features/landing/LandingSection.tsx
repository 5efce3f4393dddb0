import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';

interface LandingSectionProps {
  /** The anchor id the navigation links to. */
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'muted';
  /** Rendered after the container, across the full width (the brand strip). */
  fullBleed?: ReactNode;
  children?: ReactNode;
}

/**
 * Frame of a landing section: anchor id, a heading that names the region, and a top offset so
 * the fixed bar never covers the heading after a jump.
 */
export function LandingSection({ id, title, lead, tone = 'plain', fullBleed, children }: LandingSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} bg={tone === 'muted' ? 'sand.100' : 'sand.50'} py={{ base: '20', md: '28' }} scrollMarginTop="16">
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Heading as="h2" id={`${id}-title`} fontSize={{ base: '4xl', md: '6xl' }} textAlign="center">
          {title}
        </Heading>
        {lead && (
          <Box mt="5" mb="12" textAlign="center" color="sand.700" fontSize={{ base: 'md', md: 'lg' }}>
            {typeof lead === 'string' ? <Text>{lead}</Text> : lead}
          </Box>
        )}
        {children}
      </Container>
      {fullBleed}
    </Box>
  );
}
