import { landingText } from '../../../content/landing';
import { css } from '../../../styled-system/css';
import { LandingSection } from '../LandingSection';
import { Slideshow } from './Slideshow';

const text = landingText.impressionen;

export function ImpressionenSection() {
  return (
    <LandingSection id="impressionen" title={text.title} lead={text.intro.map((line) => <p key={line}>{line}</p>)}>
      <Slideshow />
      <p className={css({ mt: '4', textAlign: 'center', fontFamily: 'heading', fontSize: 'xl', color: 'sand.800' })}>{text.caption}</p>
    </LandingSection>
  );
}
