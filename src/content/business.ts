/**
 * Company facts, kept in one place so the owner replaces the placeholders once.
 * Every value here is fictional.
 */
export const business = {
  brand: 'Wichtrey',
  legalName: 'Wichtrey Raumausstattung GmbH',
  tagline: 'Raumausstattung mit Herz und Handwerk',
  social: {
    label: 'Instagram',
    url: 'https://www.instagram.com/wichtrey.raumausstattung.example',
  },
} as const;
