/** Interface copy shared by the app shell. Page copy lives beside it in src/content. */
export const shellText = {
  skipToContent: 'Zum Inhalt springen',
  backToHome: 'Zurück zur Startseite',
  sale: 'SALE',
  gallery: 'GALERIE',
  logoLabel: 'Wichtrey – zur Startseite',
  mainNavigation: 'Hauptnavigation',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  menuTitle: 'Menü',
  openChat: 'Chat mit der Künstlerischen Intelligenz öffnen',
  footerExplore: 'Entdecken',
  footerLegal: 'Rechtliches',
  footerFollow: 'Folgen Sie uns',
  opensInNewTab: '(öffnet in neuem Tab)',
  impressum: 'Impressum',
  datenschutz: 'Datenschutz',
  agb: 'AGB',
  saleLink: 'Sale',
  galleryLink: 'Galerie',
  copyright: (year: number, legalName: string) => `© ${year} ${legalName}. Alle Rechte vorbehalten.`,
} as const;

/** Texts of the default error screen (SPEC.md section 2), kept word for word. */
export const errorText = {
  title: 'Unexpected Application Error!',
  notFound: 'Diese Seite gibt es nicht (mehr).',
  unknown: 'Unbekannter Fehler',
  pageCodeMissing: 'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
} as const;

export const chatText = {
  assistantName: 'Künstlerische Intelligenz',
  close: 'Chat schließen',
} as const;
