import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { pageText } from '../../content/pages';
import { LandingSection } from './LandingSection';

const { landing } = pageText;

/** The one-page landing site. Its sections are filled by the landing issue. */
export function LandingPage() {
  return (
    <Box as="main" id="main" tabIndex={-1} _focus={{ outline: 'none' }}>
      <Box
        as="section"
        id="home"
        aria-labelledby="home-title"
        minH="100vh"
        display="flex"
        alignItems="center"
        bgGradient="to-br"
        gradientFrom="sand.950"
        gradientTo="cognac.900"
        color="sand.50"
        scrollMarginTop="0"
      >
        <Container maxW="7xl" px={{ base: '5', md: '8' }}>
          <Heading as="h1" id="home-title" fontSize={{ base: '5xl', md: '7xl' }} lineHeight="1.05" maxW="3xl">
            {landing.heroTitle}
          </Heading>
          <Text mt="6" fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" color="sand.100">
            {landing.heroLead}
          </Text>
        </Container>
      </Box>
      <LandingSection id="impressionen" title={landing.sections.impressionen} />
      <LandingSection id="services" title={landing.sections.services} tone="muted" />
      <LandingSection id="brands" title={landing.sections.brands} />
      <LandingSection id="team" title={landing.sections.team} tone="muted" />
      <LandingSection id="kontakt" title={landing.sections.kontakt} />
    </Box>
  );
}
