import { formatCount, plural } from './countText';
import { offlineBannerText } from './pwa';

/** Texts of albums saved for offline viewing and of the 'Offline verfügbar' page. */
export const offlineCopyText = {
  save: 'Album offline speichern',
  // Before the images are counted there is no 'von' yet: '0 von 0' read as if there were none.
  saving: (done: number, total: number) => (total === 0 ? 'Speichere Bilder …' : `Speichere Bilder … ${formatCount(done)} von ${formatCount(total)}`),
  savedOn: (date: string) => `Offline gespeichert am ${date}`,
  savedSize: (images: string, size: string) => `${images} · ${size} auf diesem Gerät`,
  images: (count: number) => plural(count, '1 Bild', '# Bilder'),
  remove: 'Offline-Kopie entfernen',
  removeLabel: (title: string) => `Offline-Kopie entfernen: ${title}`,
  removed: 'Die Offline-Kopie wurde entfernt.',
  removeFailed: 'Die Offline-Kopie konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  update: 'Offline-Kopie aktualisieren',
  failed: (failed: number) =>
    failed > 0
      ? `${plural(failed, '1 Bild konnte', '# Bilder konnten')} nicht gespeichert werden. Bitte versuchen Sie es erneut; bereits gespeicherte Bilder bleiben erhalten.`
      : 'Das Album konnte nicht gespeichert werden. Bitte prüfen Sie die Internetverbindung und versuchen Sie es erneut.',
  needsNetwork: 'Zum Speichern braucht das Gerät eine Internetverbindung.',
  notSupported: 'Dieser Browser kann Alben nicht offline speichern.',
  savedMark: 'Offline gespeichert',
  pageTitle: offlineBannerText.offlineAvailable,
  intro: 'Diese Inhalte lassen sich auf diesem Gerät auch ohne Internetverbindung öffnen.',
  savedAlbumsTitle: 'Gespeicherte Alben',
  noSavedAlbums: 'Noch keine Alben gespeichert. Öffnen Sie ein Album in der Galerie und wählen Sie „Album offline speichern“.',
  /** Pages the app shows without data of the server, so without a visit before. */
  alwaysTitle: 'Immer verfügbar',
  visitedTitle: 'Auf diesem Gerät geladene Seiten',
  noVisited: 'Noch keine Seiten auf diesem Gerät gespeichert.',
  loading: 'Wird geladen …',
  linkText: offlineBannerText.offlineAvailable,
  linkHint: 'Was Sie ohne Internet öffnen können:',
  unknownAlbum: 'Album',
  homePage: 'Startseite',
  pageNumber: (title: string, page: string) => `${title}, Seite ${page}`,
  albumsLink: 'Zur Galerie',
} as const;
