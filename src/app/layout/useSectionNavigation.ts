import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { paths } from '../../lib/paths';
import { SCROLL_AFTER_NAVIGATION_MS, scrollToSection } from './scrollToSection';

/**
 * Returns a click handler for links to landing-page sections: on `/` it scrolls there; elsewhere
 * it navigates to `/` first and scrolls after a short delay, once the page has rendered.
 */
export function useSectionNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === paths.home()) {
        scrollToSection(id);
        return;
      }
      void navigate(paths.home());
      window.setTimeout(() => scrollToSection(id), SCROLL_AFTER_NAVIGATION_MS);
    },
    [navigate, pathname],
  );
}
