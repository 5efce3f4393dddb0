/** Page titles, and the short copy pages show until their own issues fill them. */
export const pageText = {
  impressum: { title: 'Impressum' },
  datenschutz: { title: 'Datenschutzerklärung' },
  agb: { title: 'Allgemeine Geschäftsbedingungen' },
  sale: { title: 'Aktuelle Angebote' },
  gallery: { title: 'Galerie' },
  album: { title: 'Album' },
  comingSoon: 'Die Inhalte dieser Seite folgen in Kürze.',
} as const;
