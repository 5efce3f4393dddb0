import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { landingText } from '../../../content/landing';
import { BoxspringStudio } from './BoxspringStudio';
import { CraftSection } from './CraftSection';

const text = landingText.planning;

/** What the workshop does: planning, the three crafts and the boxspring studio. */
export function ServicesSection() {
  return (
    <Box as="section" id="services" aria-labelledby="services-title" bg="sand.100" py={{ base: '20', md: '28' }} scrollMarginTop="16">
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Box maxW="3xl" mx="auto" textAlign="center">
          <Heading as="h2" id="services-title" fontSize={{ base: '4xl', md: '5xl' }}>
            {text.title}
          </Heading>
          {text.paragraphs.map((paragraph) => (
            <Text key={paragraph} mt="5" fontSize={{ base: 'md', md: 'lg' }} color="sand.800">
              {paragraph}
            </Text>
          ))}
        </Box>
        <CraftSection />
        <BoxspringStudio />
      </Container>
    </Box>
  );
}
