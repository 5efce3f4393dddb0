import { formatCount, plural } from './countText';
/** Texts of the staff sync status beside the login control (German, DESIGN.md section 5). */
export const syncText = {
  buttonLabel: 'Synchronisierungsstatus',
  panelTitle: 'Synchronisierung',
  close: 'Schließen',
  upToDate: 'Alles gespeichert',
  syncing: 'Wird synchronisiert …',
  pending: (count: number) => plural(count, '1 Änderung wartet', '# Änderungen warten'),
  pendingShort: (count: number) => formatCount(count),
  /** Beside waiting edits where the browser has no Background Sync (Safari, Firefox): only an open page sends them. */
  sentOnNextVisit: 'Wartende Änderungen werden gesendet, sobald die Website wieder geöffnet ist.',
  problems: (count: number) => plural(count, '1 Problem', '# Probleme'),
  waitingHeading: 'Noch nicht gesendet',
  /** Uploads are listed as one line: one per image would push the edits they belong to out of sight. */
  waitingUploads: (count: number) => plural(count, 'Hochladen eines Bildes', 'Hochladen von # Bildern'),
  waitingMore: (count: number) => plural(count, 'und 1 weitere Änderung', 'und # weitere Änderungen'),
  /** An edit saved several times while it waits: 'Änderung: Angebot „Sofa“ (2×)'. */
  savedTimes: (line: string, saves: number) => (saves > 1 ? `${line} (${saves}×)` : line),
  stalledShort: 'Übertragung stockt',
  /** The mark on a card whose own edit is still on this device (data/sync/rowSyncState.ts). */
  rowMark: {
    waiting: 'Noch nicht auf dem Server',
    conflict: 'Konflikt: siehe „Synchronisierung“',
  },
  stalledHeading: 'Wartet auf den Server',
  /** Tries what waits at once, instead of when the next automatic attempt is due. */
  retryNow: 'Jetzt erneut versuchen',
  stalledText: (attempts: number) => `${plural(attempts, '1 Versuch ist', '# Versuche sind')} fehlgeschlagen; es wird automatisch weiter versucht. Die Änderung ist auf diesem Gerät gespeichert.`,
  failedHelp: 'Die Änderung ist auf diesem Gerät zurückgenommen. „Erneut versuchen“ wendet sie wieder an und sendet sie noch einmal; „Verwerfen“ lässt sie endgültig fallen.',
  /** What it changes is gone from the server: sending it again would fail the same way. */
  failedGoneHelp: 'Die Änderung ist auf diesem Gerät zurückgenommen und kann nicht mehr gesendet werden, weil es den Eintrag auf dem Server nicht mehr gibt. „Verwerfen“ entfernt sie aus dieser Liste.',
  conflictHelp: '„Meine Änderung behalten“ sendet Ihre Fassung; „Server-Version übernehmen“ verwirft Ihre Änderung auf diesem Gerät.',
  lastSync: (time: string) => `Zuletzt synchronisiert: ${time}`,
  /** No edit sent since the page opened (the time above is kept in memory, per page). Beside 'Alles gespeichert', 'not synchronised yet' read like a contradiction. */
  neverSynced: 'Seit dem Öffnen der Seite noch nichts synchronisiert',
  lastError: (message: string) => `Letzter Fehler: ${message}`,
  failedHeading: 'Nicht gespeicherte Änderungen',
  conflictsHeading: 'Konflikte',
  dependents: (count: number) => plural(count, 'Eine spätere Änderung hängt davon ab.', '# spätere Änderungen hängen davon ab.'),
  retry: 'Erneut versuchen',
  discard: 'Verwerfen',
  keepMine: 'Meine Änderung behalten',
  keepTheirs: 'Server-Version übernehmen',
  deleteAnyway: 'Trotzdem löschen',
  /** A button of the panel whose step could not be stored on the device. */
  actionFailedTitle: 'Das hat nicht geklappt',
  actionFailed: 'Ihre Wahl konnte auf diesem Gerät nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
  deleteConflictHelp: '„Trotzdem löschen“ löscht den Eintrag samt den Änderungen von anderer Stelle; „Server-Version übernehmen“ behält ihn so, wie er auf dem Server ist.',
  /** The field-by-field comparison of a conflict. */
  conflictTable: {
    caption: (what: string) => `Beide Fassungen: ${what}`,
    mine: 'Ihre Änderung',
    seenHere: 'Zuletzt auf diesem Gerät',
    theirs: 'Auf dem Server',
    empty: '(leer)',
    noImage: '(kein Bild)',
    image: 'Bild',
    images: (count: number) => (count === 0 ? 'keine Bilder' : plural(count, '1 Bild', '# Bilder')),
    percent: (value: string) => `${value} %`,
  },
  /** Names of the fields staff edit, as the forms call them. */
  fields: {
    offers: { name: 'Name', manufacturer: 'Hersteller', info: 'Beschreibung', original_price: 'UVP', sale_price: 'Angebotspreis', discount: 'Rabatt', images: 'Bilder' },
    albums: { title: 'Titel', description: 'Beschreibung', cover_image: 'Titelbild' },
    gallery_images: { title: 'Titel', description: 'Beschreibung' },
  } as Record<'offers' | 'albums' | 'gallery_images', Record<string, string>>,
  kinds: {
    upload: 'Bild hochladen',
    insert: 'Neuer Eintrag',
    update: 'Änderung',
    delete: 'Löschen',
    move: 'Reihenfolge ändern',
  },
  tables: {
    offers: 'Angebot',
    albums: 'Album',
    gallery_images: 'Bild',
  },
  /** What an edit was, as staff would say it: "Änderung am Angebot „Sofa“". */
  describeEdit: (edit: { kind: 'upload' | 'removeFile' | 'insert' | 'update' | 'delete' | 'move'; table: 'offers' | 'albums' | 'gallery_images' | null; label: string | null; count: number }): string => {
    const named = (noun: string) => (edit.label ? `${noun} „${edit.label}“` : noun);
    if (edit.kind === 'upload') return 'Hochladen eines Bildes';
    if (edit.kind === 'removeFile') return 'Entfernen eines nicht verwendeten Bildes vom Server';
    if (edit.kind === 'move') return `Verschieben: ${named('Angebot')}`;
    if (edit.table === 'gallery_images') {
      if (edit.kind === 'insert') return plural(edit.count, 'Neues Bild im Album', '# neue Bilder im Album');
      return edit.kind === 'delete' ? `Löschen: ${named('Bild')}` : `Bilddetails: ${named('Bild')}`;
    }
    const noun = edit.table === 'albums' ? 'Album' : 'Angebot';
    if (edit.kind === 'insert') return `Neu: ${named(noun)}`;
    if (edit.kind === 'delete') return `Löschen: ${named(noun)}`;
    return `Änderung: ${named(noun)}`;
  },
} as const;

/** What a save toast adds about where the change is now. */
export const saveStatusText = {
  sending: 'Auf diesem Gerät gespeichert, wird an den Server gesendet …',
  offline: 'Auf diesem Gerät gespeichert. Wird gesendet, sobald die Verbindung wieder besteht.',
  server: 'Auf diesem Gerät gespeichert. Der Server antwortet gerade nicht; es wird automatisch weiter versucht.',
  done: 'Auf dem Server gespeichert.',
  failed: 'Der Server hat die Änderung abgelehnt. Details unter „Synchronisierung“.',
  conflict: 'Der Eintrag wurde inzwischen an anderer Stelle geändert. Details unter „Synchronisierung“.',
} as const;

/** The same for a deletion: a deleted offer, album or image is not "gespeichert". */
export const deleteStatusText = {
  ...saveStatusText,
  sending: 'Auf diesem Gerät gelöscht, wird an den Server gesendet …',
  offline: 'Auf diesem Gerät gelöscht. Wird an den Server gesendet, sobald die Verbindung wieder besteht.',
  server: 'Auf diesem Gerät gelöscht. Der Server antwortet gerade nicht; es wird automatisch weiter versucht.',
  done: 'Auf dem Server gelöscht.',
} as const;

/** The save toast's title once the change cannot reach the server as it is (its success title would no longer be true). */
export const saveProblemTitle = {
  failed: 'Nicht auf dem Server gespeichert',
  conflict: 'Konflikt: Ihre Änderung ist noch nicht auf dem Server',
} as const;

export const deleteProblemTitle = {
  ...saveProblemTitle,
  failed: 'Nicht auf dem Server gelöscht',
} as const;

/**
 * Why an edit did not reach the server, in plain German (the server's own texts are technical
 * English and never shown to staff).
 */
export const syncErrorText = {
  denied: 'Keine Berechtigung: Ihr Konto darf diese Änderung nicht speichern.',
  tooLarge: 'Die Datei ist zu groß (höchstens 10 MB).',
  notAnImage: 'Nur Bilddateien (JPEG, PNG, WebP, AVIF, GIF) können hochgeladen werden.',
  invalid: 'Der Server hat die Änderung abgelehnt, weil eine Angabe ungültig ist.',
  numberTooLarge: 'Der Server hat die Änderung abgelehnt, weil eine Zahl zu groß ist.',
  textTooLong: 'Der Server hat die Änderung abgelehnt, weil ein Text zu lang ist.',
  refused: (status: number) => `Der Server hat die Änderung abgelehnt (Fehler ${status}).`,
  rowGone: 'Der Eintrag wurde inzwischen auf dem Server gelöscht.',
  offerGone: 'Das Angebot gibt es auf dem Server nicht mehr.',
  albumGone: 'Das Album gibt es auf dem Server nicht mehr.',
  dependent: 'Nicht gespeichert, weil eine vorherige Änderung fehlgeschlagen ist.',
  conflict: 'Der Eintrag wurde inzwischen an anderer Stelle geändert. Bitte wählen Sie, welche Fassung gilt.',
  deleteConflict: 'Dieser Eintrag wurde inzwischen geändert – trotzdem löschen?',
  noConnection: 'Keine Verbindung zum Server.',
  timeout: 'Der Server hat nicht rechtzeitig geantwortet.',
  busy: 'Der Server ist gerade ausgelastet.',
  serverError: (status: number) => `Der Server hat einen Fehler gemeldet (HTTP ${status}).`,
  /** Check constraints of the migrations, by name. */
  constraints: {
    offers_name_not_blank: 'Der Name des Angebots fehlt.',
    offers_name_length: 'Der Name des Angebots ist zu lang.',
    offers_original_price_not_negative: 'Die UVP darf nicht negativ sein.',
    offers_sale_price_not_negative: 'Der Angebotspreis darf nicht negativ sein.',
    offers_discount_percent: 'Der Rabatt muss eine ganze Zahl von 0 bis 100 sein.',
    albums_title_not_blank: 'Der Titel des Albums fehlt.',
    albums_title_length: 'Der Titel des Albums ist zu lang.',
    gallery_images_image_url_not_blank: 'Dem Bild fehlt die Datei.',
  },
} as const;
