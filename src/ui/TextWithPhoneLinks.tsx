import { Fragment } from 'react';
import { business } from '../content/business';
import { css } from '../styled-system/css';

const { phone, phoneDisplay } = business.contact;
const telHref = `tel:${phone.replace(/\s+/g, '')}`;

/** A copy text in which the shop's phone number is a `tel:` link, so a phone dials it with one tap. */
export function TextWithPhoneLinks({ text }: { text: string }) {
  const parts = text.split(phoneDisplay);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <a href={telHref} className={css({ color: 'cognac.700', textDecoration: 'underline', textUnderlineOffset: '3px', whiteSpace: 'nowrap' })}>
          {phoneDisplay}
        </a>
      )}
    </Fragment>
  ));
}
