import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { landingText } from '../../../content/landing';
import { Slideshow } from './Slideshow';

const text = landingText.impressionen;

export function ImpressionenSection() {
  return (
    <Box as="section" id="impressionen" aria-labelledby="impressionen-title" bg="sand.50" py={{ base: '20', md: '28' }} scrollMarginTop="16">
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Heading as="h2" id="impressionen-title" fontSize={{ base: '4xl', md: '6xl' }} textAlign="center">
          {text.title}
        </Heading>
        <Box mt="6" mb="12" textAlign="center" color="sand.700" fontSize={{ base: 'lg', md: 'xl' }}>
          {text.intro.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Box>
        <Slideshow />
        <Text mt="4" textAlign="center" fontFamily="heading" fontSize="xl" color="sand.800">
          {text.caption}
        </Text>
      </Container>
    </Box>
  );
}
