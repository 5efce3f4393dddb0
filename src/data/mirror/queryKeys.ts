/**
 * Keys of pulled queries, used for the freshness records in `meta` and to find the pulls to
 * rerun. The collection prefix ("offers", "albums", "images:<albumId>") lets writes mark whole
 * collections stale.
 */
export const offersKey = (): string => 'offers';
export const albumsPageKey = (page: number): string => `albums:page:${page}`;
export const albumsTotalKey = (): string => 'albums:total';
export const albumKey = (id: string): string => `albums:one:${id}`;
export const albumImagesPageKey = (albumId: string, page: number): string => `images:${albumId}:page:${page}`;
export const albumImagesTotalKey = (albumId: string): string => `images:${albumId}:total`;
