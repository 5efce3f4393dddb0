import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { useSectionNavigation } from './useSectionNavigation';

interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  sectionId: string;
  children: ReactNode;
  /** Runs after the navigation started, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** A real link to `/#section` (works without script, in new tabs), scrolled smoothly on click. */
export function SectionLink({ sectionId, children, onNavigate, ...rest }: SectionLinkProps) {
  const goToSection = useSectionNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    goToSection(sectionId);
    onNavigate?.();
  };
  return (
    <a href={paths.section(sectionId)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
