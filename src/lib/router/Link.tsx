import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from './hooks';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Kept with the new history entry (read by the page through `useLocation().state`). */
  state?: unknown;
  replace?: boolean;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link inside the site: a real `<a href>` (new tab, copy link and no-JS visitors work), which
 * the app follows without a page load on a plain click.
 */
export function Link({ to, state, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || modified(event) || (target && target !== '_self')) return;
    event.preventDefault();
    // Where the link says it leads: an early script or the click's own handler may have pointed it.
    const destination = event.currentTarget.getAttribute('href') ?? to;
    // A link to the page already shown replaces its entry: no Back step that changes nothing.
    const here = `${location.pathname}${location.search}${location.hash}`;
    void navigate(destination, { state, replace: replace ?? destination === here });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}
