import { createContext, useContext, type ReactNode } from 'react';
import { Link } from '../../lib/router';

/** Called as a reply's link to a page of the site is followed: the chat closes to show that page. */
export const ReplyLinkFollowed = createContext<() => void>(() => {});

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link in a reply. A page of the site opens in the app, as the site's own links do (a plain link
 * loaded the whole site again); absolute links open in a new tab without access to this page.
 */
export function ReplyLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  const followed = useContext(ReplyLinkFollowed);
  if (href && isSitePath(href)) {
    return (
      <Link to={href} onClick={followed}>
        {children}
      </Link>
    );
  }
  const external = Boolean(href && /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:'));
  return (
    <a href={href || undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
