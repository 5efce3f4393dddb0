import { business } from './business';

/** Copy of the landing page (/), section by section, in page order. */
export const landingText = {
  hero: {
    title: 'Räume, die Geschichten erzählen',
    lead: 'Raumausstattung, Polsterei und Nähatelier – seit Generationen in Familienhand.',
    cta: 'Unsere Arbeiten ansehen',
    imageAlt: 'Ein heller Wohnraum mit Polstersofa, Vorhängen und Holzboden',
  },
  impressionen: {
    title: 'Impressionen',
    intro: [
      'Räume prägen uns.',
      'Zu Hause, bei der Arbeit, im öffentlichen Raum.',
      'Licht, Farben, Objekte.',
      'Hier beginnt Inspiration.',
    ],
    caption: `${business.showroom}, ${business.address.city}`,
    slideAlt: (number: number) => `Slide ${number}`,
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    goTo: (number: number, total: number) => `Bild ${number} von ${total} zeigen`,
    slideshowLabel: 'Impressionen aus unserem Showroom',
    slideLabel: (number: number, total: number) => `Bild ${number} von ${total}`,
  },
  planning: {
    title: 'Planung beginnt mit Zuhören',
    paragraphs: [
      'Jeder Raum hat seine eigene Geschichte – und jeder Mensch, der in ihm lebt, auch. Deshalb beginnt jedes Projekt bei uns mit einem Gespräch: Wie leben Sie? Was lieben Sie? Was stört Sie?',
      'Erst danach zeichnen wir, wählen Stoffe, Farben und Materialien und planen gemeinsam mit Ihnen Schritt für Schritt. So entstehen Räume, die wirklich zu Ihnen passen.',
    ],
  },
  craft: {
    title: 'Schönheit entsteht durch Können',
    lead: 'Drei Werkstätten unter einem Dach – tippen, klicken oder mit der Eingabetaste umdrehen.',
    flipHint: 'Mehr erfahren',
    flipBack: 'Zurück',
    cards: [
      {
        id: 'naehatelier',
        title: 'Nähatelier',
        teaser: 'Vorhänge, Raffrollos und Kissen nach Maß.',
        details:
          'In unserem Nähatelier entstehen Vorhänge, Plissees, Raffrollos, Kissen und Tagesdecken – genäht auf Maß, mit sauberen Nähten und passendem Zubehör. Wir beraten Sie zu Stoffen, Lichtschutz und Akustik und montieren auf Wunsch bei Ihnen zu Hause.',
        image: 'uploads/services/naehatelier',
      },
      {
        id: 'polsterei',
        title: 'Polsterei',
        teaser: 'Neues Leben für Sessel, Sofas und Stühle.',
        details:
          'Ob Erbstück oder Designklassiker: Wir polstern traditionell mit Federkern und Rosshaar oder modern mit Schaum auf, beziehen neu und reparieren Gestelle. So bleibt, was Ihnen lieb ist – nur schöner und bequemer.',
        image: 'uploads/services/polsterei',
      },
      {
        id: 'wand-und-boden',
        title: 'Wand und Boden',
        teaser: 'Tapeten, Teppiche, Parkett und Designbeläge.',
        details:
          'Wir verlegen Teppichböden, Parkett, Vinyl- und Designbeläge und gestalten Wände mit Tapeten, Stoffbespannungen und Akustikelementen – mit sauberer Vorbereitung des Untergrunds und exakter Verarbeitung.',
        image: 'uploads/services/wand-und-boden',
      },
    ],
  },
  boxspring: {
    title: 'Unser Boxspring-Studio',
    paragraphs: [
      'Guter Schlaf ist keine Glückssache. In unserem Boxspring-Studio probieren Sie in Ruhe verschiedene Härtegrade, Topper und Bezüge aus – und lassen sich Ihr Bett nach Maß zusammenstellen.',
    ],
    more: 'Erfahren Sie mehr',
    photoAlt: (number: number) => `Boxspringbett im Studio, Ansicht ${number}`,
    dialogTitle: 'Probeliegen im Boxspring-Studio',
    dialogParagraphs: [
      business.boxspringStudio.appointments,
      `Telefon: ${business.contact.phoneDisplay}`,
      `Wer ganz sicher gehen möchte, kann bei uns zur Probe übernachten. Für eine Übernachtung im Studio berechnen wir eine Aufwandspauschale von ${business.boxspringStudio.overnightFeeEuro} Euro.`,
    ],
    close: 'Schließen',
  },
  team: {
    title: 'Unser Team',
    lead: 'Meisterinnen, Gesellen und Auszubildende: Menschen, die ihr Handwerk lieben.',
    founderTitle: 'Der Gründer',
  },
  contact: {
    title: 'Besuchen Sie uns',
    hoursTitle: 'Öffnungszeiten',
    addressTitle: 'Adresse',
    contactTitle: 'Kontakt',
    phone: 'Telefon',
    fax: 'Fax',
    email: 'E-Mail',
  },
  brands: {
    title: 'Unsere Marken',
    lead: 'Wir arbeiten mit Herstellern, deren Qualität wir seit Jahren kennen.',
    stripLabel: 'Logos unserer Markenpartner',
    // The strip moves for good: a control to stop it (WCAG 2.2.2).
    pause: 'Laufband anhalten',
    resume: 'Laufband fortsetzen',
  },
} as const;
