/** Page titles and the short copy the pages show until their own issues fill them. */
export const pageText = {
  landing: {
    heroTitle: 'Räume, die Geschichten erzählen',
    heroLead: 'Raumausstattung, Polsterei und Nähatelier – seit Generationen in Familienhand.',
    sections: {
      impressionen: 'Impressionen',
      services: 'Planung beginnt mit Zuhören',
      brands: 'Unsere Marken',
      team: 'Unser Team',
      kontakt: 'Besuchen Sie uns',
    },
    placeholder: 'Dieser Bereich wird gerade gestaltet.',
  },
  impressum: { title: 'Impressum' },
  datenschutz: { title: 'Datenschutzerklärung' },
  agb: { title: 'Allgemeine Geschäftsbedingungen' },
  sale: { title: 'Aktuelle Angebote' },
  gallery: { title: 'Galerie' },
  album: { title: 'Album' },
  comingSoon: 'Die Inhalte dieser Seite folgen in Kürze.',
} as const;
