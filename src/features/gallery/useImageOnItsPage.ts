import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * were added or deleted since) goes to the page the image is on, so the lightbox opens over it.
 * An image the album does not have is dropped from the URL with a toast. One whose page cannot be
 * found now (no connection) stays in the URL, so a reload tries again, and is looked up again once
 * the browser is back online; the toast says why it did not open.
 */
export function useImageOnItsPage({ albumId, imageId, page, current, pageInWalk, show, close }: ImageOnItsPage) {
  const rows = current.page === page ? current.images : undefined;
  const elsewhere = imageId !== null && rows !== undefined && !rows.some((image) => image.id === imageId);
  const nearby = elsewhere ? pageInWalk(imageId) : undefined;
  const reconnections = useReconnections();
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
      if (place.status === 'failed') {
        const reason = place.reason === 'offline' ? galleryText.toast.imageNotStored : `${loadFailedText.reason[place.reason]} ${loadFailedText.hint}`;
        showToast({ ...galleryText.toast.imageOpenError(reason), type: 'error' });
        return;
      }
      showToast({ title: galleryText.toast.imageNotFound, type: 'error' });
      latest.current.close();
    });
    return () => {
      current = false;
    };
  }, [elsewhere, nearby, albumId, imageId, page, reconnections]);
}

/** Counts the browser's returns online, so a lookup that failed offline runs again. */
function useReconnections(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const onOnline = () => setCount((previous) => previous + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return count;
}
