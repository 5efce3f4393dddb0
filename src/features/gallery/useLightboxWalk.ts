import { useAlbumImagesPage, type AlbumImagesPageResult, ALBUM_IMAGES_PAGE_SIZE } from '../../data/albums';
import type { GalleryImage } from '../../data/rows';

/**
 * What the lightbox walks through: the page's images and, while it is open, those of the pages
 * before and after (loaded as any page is), so Next after image 12 shows image 13. `pageOf`
 * tells which album page an image is on, so the page follows the lightbox.
 */
export function useLightboxWalk(albumId: string, page: number, totalPages: number | undefined, current: AlbumImagesPageResult, open: boolean) {
  const hasBefore = open && page > 1;
  const hasAfter = open && totalPages !== undefined && page < totalPages;
  // A hook per neighbour; when there is none it asks for this page again (the same query, no extra read).
  const before = useAlbumImagesPage(albumId, hasBefore ? page - 1 : page);
  const after = useAlbumImagesPage(albumId, hasAfter ? page + 1 : page);
  // Rows by the page they are of: right after a step a hook still holds its last page's rows
  // (tagged with that page), so each page's rows are taken from whichever hook has them.
  const results = [before, current, after];
  const rowsOf = (wanted: number) => results.find((result) => result.page === wanted && result.images)?.images ?? [];
  const previous = hasBefore ? rowsOf(page - 1) : [];
  const walked = [...previous, ...rowsOf(page), ...(hasAfter ? rowsOf(page + 1) : [])];
  // Pages before the last are full, so the page before starts PAGE_SIZE positions earlier.
  const firstPosition = (page - 1) * ALBUM_IMAGES_PAGE_SIZE + 1 - previous.length;
  const pageOf = (id: string): number | undefined => {
    const index = walked.findIndex((image: GalleryImage) => image.id === id);
    if (index < 0) return undefined;
    const imagePage = Math.ceil((firstPosition + index) / ALBUM_IMAGES_PAGE_SIZE);
    return imagePage === page ? undefined : imagePage;
  };
  return { images: walked, firstPosition, pageOf };
}
