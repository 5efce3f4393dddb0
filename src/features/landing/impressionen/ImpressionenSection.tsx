import { Text } from '@chakra-ui/react';
import { landingText } from '../../../content/landing';
import { LandingSection } from '../LandingSection';
import { Slideshow } from './Slideshow';

const text = landingText.impressionen;

export function ImpressionenSection() {
  return (
    <LandingSection id="impressionen" title={text.title} lead={text.intro.map((line) => <Text key={line}>{line}</Text>)}>
      <Slideshow />
      <Text mt="4" textAlign="center" fontFamily="heading" fontSize="xl" color="sand.800">
        {text.caption}
      </Text>
    </LandingSection>
  );
}
