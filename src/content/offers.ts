/**
 * Texts of /sale. Visitor-facing copy is German; the staff texts (toasts, dialog titles) are
 * kept word for word as SPEC.md sections 2, 4 and 8 quote them, in English.
 */
export const offersText = {
  title: 'Aktuelle Angebote',
  empty: 'Keine Angebote verfügbar',
  loading: 'Angebote werden geladen …',
  noImage: 'No image available',
  uvp: 'UVP',
  originalPrice: 'Unverbindliche Preisempfehlung',
  salePrice: 'Angebotspreis',
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
  moveUp: 'Move up',
  moveDown: 'Move down',
  edit: 'Edit offer',
  delete: 'Delete offer',
  staffActions: 'Offer actions',
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

/** The create/edit dialog and the delete confirmation (staff texts, English like the dialog titles). */
export const offerFormText = {
  createTitle: 'Create New Offer',
  editTitle: 'Edit Offer',
  name: 'Name',
  nameRequired: 'Name is required',
  manufacturer: 'Manufacturer',
  info: 'Info',
  originalPrice: 'Original price (€)',
  salePrice: 'Sale price (€)',
  discount: 'Discount (%)',
  images: 'Images',
  pickImages: 'Choose images',
  pickHint: 'Image files only; several at once',
  preparing: (done: number, total: number) => `Preparing images ${done} of ${total} …`,
  removeImage: (index: number) => `Remove image ${index + 1}`,
  existingImage: (index: number) => `Image ${index + 1}`,
  newImage: (index: number) => `New image ${index + 1}`,
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create offer',
  deleteTitle: 'Delete offer',
  deleteText: (name: string) => `Do you really want to delete the offer "${name}"? This cannot be undone.`,
  deleteConfirm: 'Delete',
  close: 'Close',
} as const;
