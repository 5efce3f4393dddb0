import { plural } from './countText';

/** 'Geteilte Bilder': photos shared to the site from another app (the manifest's share target). */
export const shareText = {
  pageTitle: 'Geteilte Bilder',
  intro: (count: number) => plural(count, 'Dieses Bild wurde mit der Website geteilt.', 'Diese # Bilder wurden mit der Website geteilt.'),
  loading: 'Geteilte Bilder werden geladen …',
  none: 'Es liegen keine geteilten Bilder vor. Teilen Sie Fotos aus der Foto-App mit „Wichtrey“, um sie hier einem Album oder Angebot hinzuzufügen.',
  noneExpired: 'Geteilte Bilder werden nach einem Tag vom Gerät entfernt, wenn sie nicht verwendet wurden.',
  imagesList: 'Geteilte Bilder',
  skipped: (count: number) =>
    plural(count, 'Eine geteilte Datei war kein Bild und wurde nicht übernommen.', '# geteilte Dateien waren keine Bilder und wurden nicht übernommen.'),
  /** A visitor who is not signed in as staff: the shared files are dropped. */
  staffOnly: {
    title: 'Teilen nur für Mitarbeiter',
    description: 'Bilder mit der Website zu teilen ist nur für angemeldete Mitarbeiterinnen und Mitarbeiter möglich. Die geteilten Bilder wurden nicht gespeichert und vom Gerät entfernt.',
  },
  checking: 'Anmeldung wird geprüft …',
  albumSection: 'In ein Album',
  albumLabel: 'Album',
  newAlbum: 'Neues Album',
  newAlbumTitleLabel: 'Titel des neuen Albums',
  noAlbums: 'Noch keine Alben auf diesem Gerät.',
  /** Offline: the server's albums show once the device is online again. */
  noAlbumsOffline: 'Noch keine Alben auf diesem Gerät. Die Alben der Galerie erscheinen hier, sobald das Gerät wieder online ist.',
  addToAlbum: 'Zum Album hinzufügen',
  offerSection: 'Zu einem Angebot',
  offerLabel: 'Angebot',
  chooseOffer: 'Angebot wählen',
  noOffers: 'Noch keine Angebote auf diesem Gerät',
  addToOffer: 'Zum Angebot hinzufügen',
  discard: 'Verwerfen',
  toast: {
    addError: { title: 'Fehler', description: 'Die Bilder konnten nicht hinzugefügt werden' },
    discarded: 'Geteilte Bilder verworfen',
  },
} as const;
