/** Page titles. */
export const pageText = {
  impressum: { title: 'Impressum' },
  datenschutz: { title: 'Datenschutzerklärung' },
  agb: { title: 'Allgemeine Geschäftsbedingungen' },
  sale: { title: 'Aktuelle Angebote' },
  gallery: { title: 'Galerie' },
  album: { title: 'Album' },
} as const;
