import { css } from '../../styled-system/css';
import { sectionTitle } from '../../content/legal/build';
import type { LegalDocument } from '../../content/legal/types';
import { LegalBlocks } from './LegalBlocks';
import { TableOfContents } from './TableOfContents';

// scrollMarginTop: an anchored heading lands 2rem below the fixed top bar (the page's scroll padding) after an in-page jump.
// tabIndex -1: the jump also takes the focus there (the browser focuses a focusable target), as the start page's menu does.

/** A legal text at a comfortable reading width: intro, optional table of contents, sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className={css({ maxW: '70ch', color: 'sand.900', overflowWrap: 'anywhere', hyphens: 'auto' })}>
      {document.intro && (
        <div className={css({ fontSize: 'lg', mb: '8' })}>
          <LegalBlocks blocks={document.intro} />
        </div>
      )}
      {document.tableOfContents && <TableOfContents label={document.tableOfContents} sections={document.sections} />}
      {document.sections.map((section) => (
        <section key={section.id} className={css({ mb: '10' })}>
          <h2
            id={section.id}
            tabIndex={-1}
            className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', scrollMarginTop: '2rem', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.2', mb: '4' })}
          >
            {sectionTitle(section)}
          </h2>
          <LegalBlocks blocks={section.blocks} />
          {section.subsections?.map((subsection) => (
            <div key={subsection.id} className={css({ mt: '6' })}>
              <h3
                id={subsection.id}
                tabIndex={-1}
                className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', scrollMarginTop: '2rem', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.25', mb: '3' })}
              >
                {subsection.heading}
              </h3>
              <LegalBlocks blocks={subsection.blocks} />
            </div>
          ))}
        </section>
      ))}
      {document.updated && <p className={css({ mt: '12', fontSize: 'sm', color: 'sand.700' })}>{document.updated}</p>}
    </div>
  );
}
