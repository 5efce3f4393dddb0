import { useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Router state of a link from the gallery to an album: the gallery page it was on. */
export interface FromGallery {
  galleryPage: number;
}

/** Where 'Zurück zur Galerie' leads: the gallery page the visitor came from, else its first page. */
export function useBackToGallery(): string {
  return paths.gallery((useLocation().state as FromGallery | null)?.galleryPage);
}
