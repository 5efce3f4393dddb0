import { css } from '../../styled-system/css';
import { sectionTitle } from '../../content/legal/build';
import type { LegalSection } from '../../content/legal/types';
import { legalLink } from './LegalInlines';

const TITLE_ID = 'inhalt';

/** A short list of in-page links to the sections of a long legal text. */
export function TableOfContents({ label, sections }: { label: string; sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-labelledby={TITLE_ID}
      className={css({ bg: 'sand.100', borderLeftWidth: '3px', borderColor: 'cognac.600', rounded: 'md', px: { base: '5', md: '6' }, py: '5', mb: '12' })}
    >
      <h2 id={TITLE_ID} className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: 'xl', mb: '3' })}>
        {label}
      </h2>
      <ul className={css({ listStyleType: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={legalLink}>
              {sectionTitle(section)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
