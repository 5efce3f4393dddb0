import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';

interface LandingSectionProps {
  /** The anchor id the navigation links to. */
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'muted';
  /** Rendered after the container, across the full width (the brand strip). */
  fullBleed?: ReactNode;
  children?: ReactNode;
}

/**
 * Frame of a landing section: anchor id and a heading that names the region (after a jump the
 * page's scroll padding keeps the fixed bar off the section).
 */
export function LandingSection({ id, title, lead, tone = 'plain', fullBleed, children }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cx(css({ py: { base: '20', md: '28' } }), tone === 'muted' ? css({ bg: 'sand.100' }) : css({ bg: 'sand.50' }))}
    >
      {/* Chakra's Container recipe with the site's padding. */}
      <div className={css({ position: 'relative', maxWidth: '7xl', w: '100%', mx: 'auto', px: { base: '5', md: '8' } })}>
        {/* Chakra's Heading recipe: textStyle xl's line height stays under the larger size. */}
        <h2 id={`${id}-title`} className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: { base: '4xl', md: '6xl' }, textAlign: 'center' })}>
          {title}
        </h2>
        {lead && (
          <div className={css({ mt: '5', mb: '12', textAlign: 'center', color: 'sand.700', fontSize: { base: 'md', md: 'lg' } })}>
            {typeof lead === 'string' ? <p>{lead}</p> : lead}
          </div>
        )}
        {children}
      </div>
      {fullBleed}
    </section>
  );
}
