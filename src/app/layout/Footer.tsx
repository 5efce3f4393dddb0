import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../lib/router';
import { css } from '../../styled-system/css';
import { business } from '../../content/business';
import { navSections } from '../../content/navigation';
import { shellText } from '../../content/strings';
import { paths } from '../../lib/paths';
import { SectionLink } from './SectionLink';

const link = css({ color: 'sand.100', textDecoration: 'none', _hover: { color: 'white', textDecoration: 'underline' } });

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: 'xl', color: 'sand.50', mb: '3' })}>{title}</h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', listStyleType: 'none', m: '0', p: '0', gap: '2' })}>{children}</ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer data-on-dark="" className={css({ bg: 'sand.900', color: 'sand.100', pt: '14', pb: '24' })}>
      <div className={css({ position: 'relative', maxWidth: '7xl', w: '100%', mx: 'auto', px: { base: '5', md: '8' } })}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '10' })}>
          <div>
            <p className={css({ fontFamily: 'heading', fontSize: '3xl', color: 'sand.50', lineHeight: '1' })}>{business.brand}</p>
            <p className={css({ mt: '3', fontSize: 'sm' })}>{business.tagline}</p>
          </div>
          <Column title={shellText.footerExplore}>
            {navSections.map((section) => (
              <li key={section.id}>
                <SectionLink sectionId={section.id} className={link}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <RouterLink to={paths.sale()} className={link}>
                {shellText.saleLink}
              </RouterLink>
            </li>
            <li>
              <RouterLink to={paths.gallery()} className={link}>
                {shellText.galleryLink}
              </RouterLink>
            </li>
          </Column>
          <Column title={shellText.footerLegal}>
            <li>
              <RouterLink to={paths.impressum()} className={link}>
                {shellText.impressum}
              </RouterLink>
            </li>
            <li>
              <RouterLink to={paths.datenschutz()} className={link}>
                {shellText.datenschutz}
              </RouterLink>
            </li>
            <li>
              <RouterLink to={paths.agb()} className={link}>
                {shellText.agb}
              </RouterLink>
            </li>
          </Column>
          <Column title={shellText.footerFollow}>
            <li>
              <a href={business.social.url} target="_blank" rel="noopener noreferrer" className={link}>
                {business.social.label}
                <span className={css({ srOnly: true })}> {shellText.opensInNewTab}</span>
              </a>
            </li>
          </Column>
        </div>
        <p className={css({ mt: '12', pt: '6', borderTopWidth: '1px', borderColor: 'sand.700', fontSize: 'sm', color: 'sand.200' })}>{shellText.copyright(year, business.legalName)}</p>
      </div>
    </footer>
  );
}
