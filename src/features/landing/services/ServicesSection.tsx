import { Box, Text } from '@chakra-ui/react';
import { landingText } from '../../../content/landing';
import { LandingSection } from '../LandingSection';
import { BoxspringStudio } from './BoxspringStudio';
import { CraftSection } from './CraftSection';

const text = landingText.planning;

/** What the workshop does: planning, the three crafts and the boxspring studio. */
export function ServicesSection() {
  const lead = (
    <Box maxW="3xl" mx="auto">
      {text.paragraphs.map((paragraph) => (
        <Text key={paragraph} mt="4" color="sand.800">
          {paragraph}
        </Text>
      ))}
    </Box>
  );
  return (
    <LandingSection id="services" title={text.title} lead={lead} tone="muted">
      <CraftSection />
      <BoxspringStudio />
    </LandingSection>
  );
}
