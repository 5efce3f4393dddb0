import { useEffect, useLayoutEffect, useRef } from 'react';
import { galleryText } from '../../content/gallery';
import { loadFailedText } from '../../content/loadStates';
import { findAlbumImagePage, type AlbumImagesPageResult } from '../../data/albums';
import { showToast } from '../../ui/showToast';

interface ImageOnItsPage {
  albumId: string;
  /** The image the URL names (`?bild=`), or null. */
  imageId: string | null;
  /** The album page the URL names. */
  page: number;
  /** That page's rows. */
  current: AlbumImagesPageResult;
  /** The page of an image among the rows of the pages around this one, when it is there. */
  pageInWalk: (imageId: string) => number | undefined;
  /** Shows the image on the given page (the URL's `seite` follows). */
  show: (imageId: string, page: number) => void;
  /** Drops the image from the URL. */
  close: () => void;
}

/**
 * A link to an image that is not on the album page it names (no `seite`, or an old one: images
 * were added or deleted since) goes to the page the image is on, so the lightbox opens over it;
 * an image the album does not have, or one that cannot be found now, is dropped with a toast
 * instead of leaving the visitor on page 1 with nothing open.
 */
export function useImageOnItsPage({ albumId, imageId, page, current, pageInWalk, show, close }: ImageOnItsPage) {
  const rows = current.page === page ? current.images : undefined;
  const elsewhere = imageId !== null && rows !== undefined && !rows.some((image) => image.id === imageId);
  const nearby = elsewhere ? pageInWalk(imageId) : undefined;
  const latest = useRef({ show, close });
  useLayoutEffect(() => {
    latest.current = { show, close };
  });

  useEffect(() => {
    if (!elsewhere || imageId === null) return;
    // On the page before or after: known without asking.
    if (nearby !== undefined) return latest.current.show(imageId, nearby);
    let current = true;
    void findAlbumImagePage(albumId, imageId).then((place) => {
      if (!current) return;
      if (place.status === 'found') {
        // The server has it on this very page: the device's copy of the page is behind and its pull brings it.
        if (place.page !== page) latest.current.show(imageId, place.page);
        return;
      }
      if (place.status === 'missing') showToast({ title: galleryText.toast.imageNotFound, type: 'error' });
      else showToast({ ...galleryText.toast.imageOpenError(place.reason === 'offline' ? galleryText.toast.imageNotStored : loadFailedText.reason[place.reason]), type: 'error' });
      latest.current.close();
    });
    return () => {
      current = false;
    };
  }, [elsewhere, nearby, albumId, imageId, page]);
}
