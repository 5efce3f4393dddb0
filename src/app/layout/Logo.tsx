import { css } from '../../styled-system/css';
import { business } from '../../content/business';
import { shellText } from '../../content/strings';
import { SectionLink } from './SectionLink';

/** The brand wordmark: scrolls to the top on `/`, navigates there from anywhere else. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <SectionLink
      sectionId="home"
      onNavigate={onNavigate}
      aria-label={shellText.logoLabel}
      className={css({
        fontFamily: 'heading',
        // On a phone no larger than the screen allows: with text enlarged to 200 %, the staff's status and menu ran off it.
        fontSize: { base: 'min(1.5rem, 7vw)', md: '3xl' },
        fontWeight: '600',
        letterSpacing: '0.04em',
        color: 'inherit',
        textDecoration: 'none',
        lineHeight: '1',
      })}
    >
      {business.brand}
    </SectionLink>
  );
}
