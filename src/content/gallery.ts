import { plural } from './countText';
/**
 * Copy of /galerie and /galerie/{albumId} (SPEC.md sections 2, 5 and 8). Quoted texts of the
 * spec are kept word for word.
 */
export const galleryText = {
  title: 'Galerie',
  closeDialog: 'Schließen',
  intro: 'Einblicke in unsere Projekte: vom ersten Stoffmuster bis zum fertigen Raum.',
  loading: 'Alben werden geladen',
  empty: 'Keine Alben verfügbar',
  albumList: 'Alben',
  coverAlt: (title: string) => `Titelbild des Albums „${title}“`,
  noCover: 'Kein Titelbild',
  createAlbum: 'Neues Album erstellen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  editAlbumLabel: (title: string) => `Album „${title}“ bearbeiten`,
  deleteAlbumLabel: (title: string) => `Album „${title}“ löschen`,
  albumDialog: {
    createTitle: 'Neues Album erstellen',
    editTitle: 'Album bearbeiten',
    titleField: 'Titel',
    descriptionField: 'Beschreibung',
    coverField: 'Titelbild',
    currentCover: 'Aktuelles Titelbild',
    removeCover: 'Titelbild entfernen',
    cancel: 'Abbrechen',
    save: 'Speichern',
    create: 'Erstellen',
    saving: 'Wird gespeichert …',
  },
  deleteAlbum: {
    title: 'Album löschen',
    text: 'Möchten Sie dieses Album wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden. Alle Bilder in diesem Album werden ebenfalls gelöscht.',
    confirm: 'Löschen',
    cancel: 'Abbrechen',
  },
  toast: {
    albumCreated: 'Album erfolgreich erstellt',
    albumUpdated: 'Album erfolgreich aktualisiert',
    albumSaveError: { title: 'Fehler', description: 'Das Album konnte nicht gespeichert werden' },
    albumDeleted: 'Album erfolgreich gelöscht',
    albumDeleteError: { title: 'Fehler', description: 'Das Album konnte nicht gelöscht werden' },
    albumNotFound: 'Album nicht gefunden',
    /** A link to an image the album does not have (any more). */
    imageNotFound: 'Bild nicht gefunden',
    /** A link to an image whose page could not be found out now. */
    imageOpenError: (reason: string) => ({ title: 'Fehler', description: `Das Bild konnte nicht geöffnet werden. ${reason}` }),
    /** …and why, offline. */
    imageNotStored: 'Es ist auf diesem Gerät nicht gespeichert.',
    imagesAdded: (count: number) => plural(count, '1 Bild erfolgreich hochgeladen', '# Bilder erfolgreich hochgeladen'),
    /** Shown while the picked images wait on the device (SPEC's success title waits for storage). */
    imagesQueued: (count: number) => plural(count, '1 Bild wird hochgeladen', '# Bilder werden hochgeladen'),
    /** …while they wait for the connection (or the server): nothing is being uploaded then. */
    imagesWaiting: (count: number) => plural(count, '1 Bild wartet auf das Hochladen', '# Bilder warten auf das Hochladen'),
    /** A new album cover is in storage (SPEC.md section 8, gallery upload). */
    coverUploaded: 'Bilder erfolgreich hochgeladen',
    imagesAddError: { title: 'Fehler', description: 'Die Bilder konnten nicht zum Album hinzugefügt werden' },
    imageDetailsUpdated: 'Bilddetails erfolgreich aktualisiert',
    imageDetailsError: { title: 'Fehler', description: 'Die Bilddetails konnten nicht aktualisiert werden' },
    imageDeleted: 'Bild erfolgreich gelöscht',
    imageDeleteError: { title: 'Fehler', description: 'Das Bild konnte nicht gelöscht werden' },
  },
} as const;

export const albumText = {
  backToGallery: 'Zurück zur Galerie',
  loading: 'Album wird geladen',
  notFound: 'Album nicht gefunden',
  notFoundText: 'Dieses Album gibt es nicht (mehr).',
  emptyTitle: 'Keine Bilder vorhanden',
  emptyText: 'Es wurden noch keine Bilder zu diesem Album hinzugefügt.',
  emptyStaffText: 'Laden Sie Ihre ersten Bilder hoch, um zu beginnen.',
  imageList: 'Bilder',
  imageAlt: (title: string | null, position: number) => title || `Bild ${position}`,
  openImage: (title: string | null, position: number) => `${title || `Bild ${position}`} vergrößert anzeigen`,
  addImages: 'Bilder hinzufügen',
  addImagesDialog: {
    title: 'Bilder hinzufügen',
    cancel: 'Abbrechen',
    upload: (count: number) => (count === 0 ? 'Bilder hochladen' : plural(count, '1 Bild hochladen', '# Bilder hochladen')),
  },
  editImage: 'Bearbeiten',
  deleteImage: 'Löschen',
  editImageLabel: (name: string) => `${name} bearbeiten`,
  deleteImageLabel: (name: string) => `${name} löschen`,
  editDialog: {
    title: 'Bilddetails bearbeiten',
    titleField: 'Titel',
    descriptionField: 'Beschreibung',
    cancel: 'Abbrechen',
    save: 'Speichern',
  },
  deleteImageDialog: {
    title: 'Bild löschen',
    text: 'Möchten Sie dieses Bild wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
    confirm: 'Löschen',
    cancel: 'Abbrechen',
  },
  lightbox: {
    label: 'Bildansicht',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    close: 'Schließen',
    position: (index: number, total: number) => `Bild ${index} von ${total}`,
  },
} as const;

export const paginationText = {
  label: 'Seitennavigation',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  page: (page: number) => `Seite ${page}`,
} as const;

/** Thumbnail sizes (SPEC.md section 9) and the width of the full-size view. */
export const gallerySizes = {
  cover: { width: 400, height: 240 },
  thumbnail: { width: 300, height: 300 },
  fullWidth: 1600,
} as const;
