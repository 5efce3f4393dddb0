import { readAlbumImagesPage } from '../hooks/useAlbumImagesPage';
import { renderUrl } from '../images/storageUrls';
import { ALBUM_IMAGES_PAGE_SIZE } from '../mirror/pageSizes';
import { albumImagesPageQuery, albumQuery } from '../mirror/pullQueries';
import { requestPull } from '../mirror/pullScheduler';
import { saveImagesOffline, type SaveProgress } from './saveImagesOffline';

/** The image sizes the album's pages show, so the saved copies are exactly what they request. */
export interface AlbumImageSizes {
  thumbnail: { width: number; height: number };
  fullWidth: number;
}

/**
 * Makes a whole album available offline: pulls every page of its images into Dexie (so each page
 * opens offline), then caches each image as the thumbnail and the lightbox request it.
 * Resolves with the number of images that could not be saved.
 */
export async function saveAlbumOffline(albumId: string, sizes: AlbumImageSizes, onProgress: (progress: SaveProgress) => void): Promise<number> {
  await requestPull(albumQuery(albumId), { force: true });
  await requestPull(albumImagesPageQuery(albumId, 1), { force: true });
  const { total = 0 } = await readAlbumImagesPage(albumId, 1);
  const pages = Math.max(1, Math.ceil(total / ALBUM_IMAGES_PAGE_SIZE));
  const urls: string[] = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) await requestPull(albumImagesPageQuery(albumId, page), { force: true });
    for (const image of (await readAlbumImagesPage(albumId, page)).images ?? []) {
      urls.push(renderUrl(image.image_url, sizes.thumbnail), renderUrl(image.image_url, { width: sizes.fullWidth }));
    }
  }
  return saveImagesOffline(urls, onProgress);
}
