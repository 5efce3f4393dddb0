import { landingText } from '../../../content/landing';
import { LandingSection } from '../LandingSection';
import { BrandStrip } from './BrandStrip';

const text = landingText.brands;

/** 'Unsere Marken': the brands the workshop works with. */
export function BrandsSection() {
  return <LandingSection id="brands" title={text.title} lead={text.lead} fullBleed={<BrandStrip />} />;
}
