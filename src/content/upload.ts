import { plural } from './countText';
/** Copy of the shared image picker (SPEC.md sections 5 and 8; quoted texts word for word). */
export interface UploadMessage {
  title: string;
  description: string;
}

export const uploadText = {
  dropZoneMultiple: 'Bilder hierher ziehen oder klicken, um sie auszuwählen',
  dropZoneSingle: 'Bild hierher ziehen oder klicken, um es auszuwählen',
  /** On a touch screen, where nothing is dragged or clicked. */
  dropZoneMultipleTouch: 'Tippen, um Bilder auszuwählen',
  dropZoneSingleTouch: 'Tippen, um ein Bild auszuwählen',
  dropZoneHint: (max: number) => `Nur Bilddateien, höchstens ${max}`,
  dropZoneHintUnlimited: 'Nur Bilddateien, auch mehrere auf einmal',
  replaceHint: 'Nur Bilddateien; ein neues Bild ersetzt das bisherige',
  preparing: (position: number, total: number) => `Bild ${position} von ${total} wird vorbereitet`,
  inputLabelMultiple: 'Bilder auswählen',
  inputLabelSingle: 'Bild auswählen',
  /** The camera input on devices with one (a touch screen). */
  takePhoto: 'Foto aufnehmen',
  selectedList: 'Ausgewählte Bilder',
  remove: (name: string) => `${name} entfernen`,
  tooManyFiles: (max: number): UploadMessage => ({
    title: 'Zu viele Dateien',
    description: plural(max, 'Sie können maximal 1 Bild hochladen', 'Sie können maximal # Bilder hochladen'),
  }),
  notAnImage: (names: string[]): UploadMessage => ({
    title: 'Nur Bilddateien',
    description: names.length === 1 ? `„${names[0]}“ ist keine Bilddatei und wurde nicht übernommen.` : `${names.length} Dateien sind keine Bilddateien und wurden nicht übernommen.`,
  }),
  /** An SVG: an image, but a drawing the site does not resize or store (it was called damaged). */
  vectorGraphic: (names: string[]): UploadMessage => ({
    title: 'Format nicht unterstützt',
    description:
      names.length === 1
        ? `„${names[0]}“ ist eine Vektorgrafik (SVG) und wurde nicht übernommen. Bitte als JPG, PNG oder WebP speichern.`
        : `${names.length} Dateien sind Vektorgrafiken (SVG) und wurden nicht übernommen. Bitte als JPG, PNG oder WebP speichern.`,
  }),
  /** A file that says it is an image but cannot be read as one ('fake.jpg'): trying again cannot help. */
  unreadable: (names: string[]): UploadMessage => ({
    title: 'Bild nicht lesbar',
    description:
      names.length === 1
        ? `„${names[0]}“ ließ sich nicht als Bild öffnen (beschädigt oder kein Bild) und wurde nicht übernommen.`
        : `${names.length} Dateien ließen sich nicht als Bild öffnen (beschädigt oder keine Bilder) und wurden nicht übernommen.`,
  }),
  noImagesSelected: {
    title: 'Keine Bilder ausgewählt',
    description: 'Bitte wählen Sie mindestens ein Bild zum Hochladen aus',
  } satisfies UploadMessage,
  uploadFailed: {
    title: 'Fehler beim Hochladen der Bilder',
    description: 'Bitte versuchen Sie es erneut',
  } satisfies UploadMessage,
} as const;

/** Upload limits (SPEC.md section 9). */
export const uploadLimits = {
  default: 10,
  cover: 1,
  album: 20,
} as const;
