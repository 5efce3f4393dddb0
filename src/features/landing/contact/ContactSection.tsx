import type { ReactNode } from 'react';
import { business } from '../../../content/business';
import { landingText } from '../../../content/landing';
import { css, cx } from '../../../styled-system/css';
import { LandingSection } from '../LandingSection';

const text = landingText.contact;
const { address, contact } = business;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css({ bg: 'white', rounded: 'xl', p: { base: '6', md: '8' }, boxShadow: '0 1px 2px rgba(43, 38, 34, 0.06)' })}>
      {/* Chakra's Heading recipe at this size. */}
      <h3 className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: '2xl', mb: '4' })}>{title}</h3>
      {children}
    </div>
  );
}

const link = css({
  color: 'cognac.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  // Chakra's _hover: only where a pointer can hover.
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { color: 'cognac.900' } },
});
const term = css({ fontWeight: '600' });
const detail = css({ m: '0' });
const contactRow = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', '& > dd': { minW: '0', overflowWrap: 'anywhere' } });
const contactLabel = css({ flex: '0 0 4.5rem' });

/** 'Besuchen Sie uns': opening hours, address and contact, in three columns. */
export function ContactSection() {
  return (
    <LandingSection id="kontakt" title={text.title}>
      <div className={css({ mt: '12', display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '6' })}>
        <Column title={text.hoursTitle}>
          {/* Each day's hours beside it, or below it where they do not fit (text enlarged to 200 % on a phone ran past the card). */}
          <dl className={css({ display: 'flex', flexDirection: 'column', rowGap: '2' })} data-testid="opening-hours">
            {business.openingHours.map((entry) => (
              <div key={entry.days} className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '6' })}>
                <dt className={cx(term, css({ flex: '0 0 4.5rem', whiteSpace: 'nowrap' }))}>{entry.days}</dt>
                <dd className={detail}>{entry.hours}</dd>
              </div>
            ))}
          </dl>
          <p className={css({ mt: '4', fontSize: 'sm', color: 'sand.700' })}>{business.boxspringStudio.appointments}</p>
        </Column>
        <Column title={text.addressTitle}>
          <address className={css({ fontStyle: 'normal', lineHeight: '1.8' })}>
            {business.legalName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </address>
        </Column>
        <Column title={text.contactTitle}>
          {/* Each value beside its label, or below it where it does not fit (at 200 % text the address broke over six lines). */}
          <dl className={css({ display: 'flex', flexDirection: 'column', rowGap: '2' })}>
            <div className={contactRow}>
              <dt className={cx(term, contactLabel)}>{text.phone}</dt>
              <dd className={detail}>
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className={link}>
                  {contact.phoneDisplay}
                </a>
              </dd>
            </div>
            <div className={contactRow}>
              <dt className={cx(term, contactLabel)}>{text.fax}</dt>
              <dd className={detail}>{contact.faxDisplay}</dd>
            </div>
            <div className={contactRow}>
              <dt className={cx(term, contactLabel)}>{text.email}</dt>
              <dd className={detail}>
                <a href={`mailto:${contact.email}`} className={link}>
                  {contact.email}
                </a>
              </dd>
            </div>
          </dl>
        </Column>
      </div>
    </LandingSection>
  );
}
