/**
 * Company facts, kept in one place so the owner replaces the placeholders once. Pages, footer,
 * structured data and the chat assistant all read from here. Every value is fictional.
 */
export interface OpeningHoursEntry {
  /** Shown to visitors, e.g. 'Mo – Mi'. */
  days: string;
  /** Shown to visitors, e.g. '09:30 – 18:00' or 'nach Vereinbarung'. */
  hours: string;
  /** schema.org day names, for structured data. */
  schemaDays: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  /** Opening and closing time when the shop is open to walk-in visitors, for structured data. */
  opens?: string;
  closes?: string;
}

export const business = {
  brand: 'Wichtrey',
  legalName: 'Wichtrey Raumausstattung GmbH',
  tagline: 'Raumausstattung mit Herz und Handwerk',
  description:
    'Familiengeführter Raumausstatter mit Nähatelier, Polsterei, Wand- und Bodengestaltung und einem Boxspring-Studio.',
  address: {
    street: 'Lindenallee 17',
    postalCode: '54321',
    city: 'Musterstadt',
    region: 'Rheinland-Pfalz',
    country: 'DE',
    countryName: 'Deutschland',
  },
  showroom: 'Showroom Wichtrey',
  contact: {
    phone: '+49 6543 210987',
    phoneDisplay: '06543 210987',
    fax: '+49 6543 210988',
    faxDisplay: '06543 210988',
    email: 'info@wichtrey.example',
  },
  register: { court: 'Amtsgericht Musterstadt', number: 'HRB 12345' },
  managingDirector: 'Martin Wichtrey',
  vatId: 'DE123456789',
  websiteUrl: 'https://www.wichtrey.example',
  social: {
    label: 'Instagram',
    url: 'https://www.instagram.com/wichtrey.raumausstattung.example',
  },
  openingHours: [
    { days: 'Mo – Mi', hours: 'nach Vereinbarung', schemaDays: ['Monday', 'Tuesday', 'Wednesday'] },
    { days: 'Do – Fr', hours: '09:30 – 18:00', schemaDays: ['Thursday', 'Friday'], opens: '09:30', closes: '18:00' },
    { days: 'Sa', hours: '10:00 – 14:00', schemaDays: ['Saturday'], opens: '10:00', closes: '14:00' },
    { days: 'So', hours: 'geschlossen', schemaDays: ['Sunday'] },
  ] satisfies readonly OpeningHoursEntry[],
  boxspringStudio: {
    appointments: 'Termine im Boxspring-Studio vereinbaren Sie bitte telefonisch.',
    overnightFeeEuro: 300,
  },
} as const;
