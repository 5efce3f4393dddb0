import { Children, type ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Box } from '@chakra-ui/react';
import { TextWithPhoneLinks } from '../../ui/TextWithPhoneLinks';
import { ReplyLink } from './ReplyLink';

/**
 * The shop's phone number in a reply's text is a `tel:` link that does not break (a link the site
 * makes, not one of the reply's markdown links, whose URLs keep the protocols SPEC.md names).
 */
const withPhoneLinks = (children: ReactNode) => Children.map(children, (child) => (typeof child === 'string' ? <TextWithPhoneLinks text={child} /> : child));

/**
 * Links keep their URL only for http(s), irc(s), mailto and xmpp or when relative (react-markdown's
 * default transform, the list SPEC.md names); anything else, such as javascript:, is emptied.
 * A link to a page of the site opens it in the app, absolute links in a new tab (ReplyLink).
 */
const components: Components = {
  p: ({ children }) => <p>{withPhoneLinks(children)}</p>,
  li: ({ children }) => <li>{withPhoneLinks(children)}</li>,
  strong: ({ children }) => <strong>{withPhoneLinks(children)}</strong>,
  em: ({ children }) => <em>{withPhoneLinks(children)}</em>,
  // A picture in a reply would load from wherever its URL points (the site's policy blocks it, leaving a broken image): its words stand instead.
  img: ({ alt }) => <>{alt}</>,
  a: ({ href, children }) => <ReplyLink href={href}>{children}</ReplyLink>,
};

/** An assistant reply as markdown; raw HTML in it is never rendered (no rehype-raw, skipHtml). */
export function AssistantMarkdown({ text }: { text: string }) {
  return (
    <Box
      css={{
        '& p + p, & ul, & ol': { marginTop: '2' },
        '& ul, & ol': { paddingInlineStart: '5' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'cognac.700', textDecoration: 'underline' },
        '& strong': { fontWeight: 'semibold' },
      }}
    >
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={components}>
        {text}
      </Markdown>
    </Box>
  );
}
