/**
 * Texts of /sale. Visitor-facing copy is German; the toasts and dialog titles SPEC.md sections 2,
 * 4 and 8 quote in English are kept word for word.
 */

/** An offer's name in German quotation marks; null when it has none. */
const quoted = (name: string) => (name.trim() ? `„${name.trim()}“` : null);

export const offersText = {
  title: 'Aktuelle Angebote',
  empty: 'Keine Angebote verfügbar',
  loading: 'Angebote werden geladen …',
  noImage: 'No image available',
  uvp: 'UVP',
  originalPrice: 'Unverbindliche Preisempfehlung',
  salePrice: 'Angebotspreis',
  /** In place of a sale price of 0 (left empty in the form). */
  priceOnRequest: 'Preis auf Anfrage',
  discount: (percent: number) => `-${percent}%`,
  discountLabel: (percent: number) => `${percent} % Rabatt`,
  imageAlt: (name: string, index: number, count: number) => `${name}, Bild ${index + 1} von ${count}`,
  previousImage: 'Vorheriges Bild',
  nextImage: 'Nächstes Bild',
  showImage: (index: number, count: number) => `Bild ${index + 1} von ${count} zeigen`,
  imagesOf: (name: string) => `Bilder: ${name}`,
  infoLabel: (name: string) => `Beschreibung: ${name}`,

  // Staff controls
  create: 'Neues Angebot erstellen',
  /** Each card's staff buttons name their offer, so a screen reader's list of buttons tells them apart; the tooltips stay short. */
  moveUp: (name: string) => `${quoted(name) ?? 'Angebot'} nach oben`,
  moveDown: (name: string) => `${quoted(name) ?? 'Angebot'} nach unten`,
  edit: (name: string) => ['Angebot', quoted(name), 'bearbeiten'].filter(Boolean).join(' '),
  delete: (name: string) => ['Angebot', quoted(name), 'löschen'].filter(Boolean).join(' '),
  staffActions: (name: string) => ['Aktionen zum Angebot', quoted(name)].filter(Boolean).join(' '),
  tooltips: { moveUp: 'Nach oben', moveDown: 'Nach unten', edit: 'Angebot bearbeiten', delete: 'Angebot löschen' },
} as const;

/** Toasts of the staff actions on /sale (SPEC.md sections 4 and 8). */
export const offerToasts = {
  atTop: { title: 'Cannot move further up', description: 'This offer is already at the top of the list.' },
  atBottom: { title: 'Cannot move further down', description: 'This offer is already at the bottom of the list.' },
  movedUp: { title: 'Offer moved up' },
  movedDown: { title: 'Offer moved down' },
  moveFailed: { title: 'Error', description: 'Failed to move offer' },
  created: { title: 'Offer created successfully' },
  updated: { title: 'Offer updated successfully' },
  saveFailed: { title: 'Error', description: 'Something went wrong. Please try again.' },
  deleted: { title: 'Offer deleted successfully' },
  deleteFailed: { title: 'Error', description: 'Failed to delete offer' },
  imagesUploaded: { title: 'Images uploaded successfully' },
  imagesFailed: { title: 'Error uploading images', description: 'Please try again' },
} as const;

/**
 * The create/edit dialog and the delete confirmation. Staff texts are German; the dialog titles
 * stay in English as SPEC.md section 2 quotes them.
 */
export const offerFormText = {
  createTitle: 'Create New Offer',
  editTitle: 'Edit Offer',
  name: 'Name',
  manufacturer: 'Hersteller',
  info: 'Beschreibung',
  originalPrice: 'UVP (€)',
  salePrice: 'Angebotspreis (€)',
  discount: 'Rabatt (%)',
  pricePlaceholder: 'z. B. 1.290,00',
  discountHelp: 'Wird aus UVP und Angebotspreis berechnet, sobald beide angegeben sind.',
  /** Text without a digit counts as 0 (SPEC.md); said before it is saved, so a typo does not silently empty a price. */
  originalPriceCountsAsZero: 'Kein Betrag erkannt: wird als 0 gespeichert (die Karte zeigt dann keine UVP).',
  salePriceCountsAsZero: 'Kein Betrag erkannt: wird als 0 gespeichert (die Karte zeigt dann „Preis auf Anfrage“).',
  /** '12.5' is read as 12,50 €, as on a calculator: said while typing, in case 12.500 € was meant. */
  priceReadWithPoint: (amount: string) => `Gelesen als ${amount}: Der Punkt gilt hier als Komma.`,
  images: 'Bilder',
  pickImages: 'Bilder auswählen',
  removeImage: (index: number) => `Bild ${index + 1} entfernen`,
  existingImage: (index: number) => `Bild ${index + 1}`,
  cancel: 'Abbrechen',
  save: 'Speichern',
  create: 'Erstellen',
  deleteTitle: 'Angebot löschen',
  deleteText: (name: string) => `Möchten Sie das Angebot „${name}“ wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.`,
  deleteConfirm: 'Löschen',
  close: 'Schließen',
} as const;

/** Offer card images are laid out for this width (the early script preloads the first at it too). */
export const offerSizes = {
  cardImageWidth: 384,
} as const;
