import { chakra } from '@chakra-ui/react';
import type { Inline } from '../../content/legal/types';
import { shellText } from '../../content/strings';

/** Link look of the legal pages: the accent colour, underlined, darker on hover. */
export const legalLinkStyle = {
  color: 'cognac.700',
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
  textDecorationThickness: '1px',
  _hover: { color: 'cognac.900', textDecorationThickness: '2px' },
} as const;

/** A run of text with links; external links open in a new tab and say so to screen readers. */
export function LegalInlines({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((inline, index) => {
        if (typeof inline === 'string') return inline;
        const external = inline.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <chakra.a key={index} href={inline.href} {...external} {...legalLinkStyle}>
            {inline.text}
            {inline.external && <chakra.span srOnly> {shellText.opensInNewTab}</chakra.span>}
          </chakra.a>
        );
      })}
    </>
  );
}
