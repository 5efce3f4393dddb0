import { landingText } from '../../../content/landing';
import { css } from '../../../styled-system/css';
import { LandingSection } from '../LandingSection';
import { BoxspringStudio } from './BoxspringStudio';
import { CraftSection } from './CraftSection';

const text = landingText.planning;

/** What the workshop does: planning, the three crafts and the boxspring studio. */
export function ServicesSection() {
  const lead = (
    <div className={css({ maxW: '3xl', mx: 'auto' })}>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph} className={css({ mt: '4', color: 'sand.800' })}>
          {paragraph}
        </p>
      ))}
    </div>
  );
  return (
    <LandingSection id="services" title={text.title} lead={lead} tone="muted">
      <CraftSection />
      <BoxspringStudio />
    </LandingSection>
  );
}
