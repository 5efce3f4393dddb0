import { Box } from '@chakra-ui/react';
import { BrandsSection } from './brands/BrandsSection';
import { ContactSection } from './contact/ContactSection';
import { HeroSection } from './hero/HeroSection';
import { ImpressionenSection } from './impressionen/ImpressionenSection';
import { ServicesSection } from './services/ServicesSection';
import { TeamSection } from './team/TeamSection';

/** The one-page landing site, in the order SPEC.md section 2 describes. */
export function LandingPage() {
  return (
    <Box as="main" id="main" tabIndex={-1} _focus={{ outline: 'none' }}>
      <HeroSection />
      <ImpressionenSection />
      <ServicesSection />
      <BrandsSection />
      <TeamSection />
      <ContactSection />
    </Box>
  );
}
