import type { MirrorReader } from '../remote/remote';
import { pullAlbum, pullAlbumImagesPage, pullAlbumsPage, pullOffers } from './pulls';
import { albumImagesPageKey, albumKey, albumsPageKey, offersKey } from './queryKeys';

/** A pull the hooks can ask for: its freshness key and how to run it. */
export interface PullQuery {
  key: string;
  run(remote: MirrorReader, now: number): Promise<void>;
}

export const offersQuery = (): PullQuery => ({ key: offersKey(), run: (remote, now) => pullOffers(remote, now) });

export const albumsPageQuery = (page: number): PullQuery => ({
  key: albumsPageKey(page),
  run: (remote, now) => pullAlbumsPage(remote, page, now),
});

export const albumQuery = (id: string): PullQuery => ({ key: albumKey(id), run: (remote, now) => pullAlbum(remote, id, now) });

export const albumImagesPageQuery = (albumId: string, page: number): PullQuery => ({
  key: albumImagesPageKey(albumId, page),
  run: (remote, now) => pullAlbumImagesPage(remote, albumId, page, now),
});
