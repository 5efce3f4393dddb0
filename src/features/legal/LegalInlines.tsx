import { css } from '../../styled-system/css';
import type { Inline } from '../../content/legal/types';
import { shellText } from '../../content/strings';

/** Link look of the legal pages: the accent colour, underlined, darker on hover. */
export const legalLink = css({
  color: 'cognac.700',
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
  textDecorationThickness: '1px',
  _hover: { color: 'cognac.900', textDecorationThickness: '2px' },
});

/** A run of text with links; external links open in a new tab and say so to screen readers. */
export function LegalInlines({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((inline, index) => {
        if (typeof inline === 'string') return inline;
        const external = inline.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <a key={index} href={inline.href} {...external} className={legalLink}>
            {inline.text}
            {inline.external && <span className={css({ srOnly: true })}> {shellText.opensInNewTab}</span>}
          </a>
        );
      })}
    </>
  );
}
