/** Sections of the landing page that the navigation bar links to, in page order. */
export const navSections = [
  { id: 'home', label: 'Home' },
  { id: 'impressionen', label: 'Impressionen' },
  { id: 'services', label: 'Services' },
  { id: 'team', label: 'Team' },
  { id: 'kontakt', label: 'Kontakt' },
] as const;

export type NavSectionId = (typeof navSections)[number]['id'];

/** The section that counts as active once the page is scrolled to the very bottom. */
export const lastSectionId: NavSectionId = 'kontakt';
