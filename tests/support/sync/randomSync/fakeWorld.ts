import type { Album, GalleryImage, Offer } from '../../../../src/data/rows';
import { FakeRemote } from '../fakeRemote';
import { faultyRemote } from '../faultyRemote';
import { ManualClock, offerRow, pngImage } from '../harness';
import type { World } from './driver';

/** The in-memory server with three offers and two albums of three images each. */
export function fakeWorld(): World & { server: FakeRemote } {
  const server = new FakeRemote();
  // The run may last hours of simulated time: the session outlives it.
  server.session = { accessToken: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 365 * 24 * 3600, isStaff: true };
  // Fixed ids: the rows a run picks from depend on their order, which must not change per run.
  const id = (kind: number, index: number) => `00000000-0000-4000-8000-${String(kind * 1000 + index).padStart(12, '0')}`;
  for (let index = 0; index < 3; index += 1) server.seed('offers', offerRow({ id: id(1, index), name: `Angebot ${index + 1}`, display_order: index + 1 }));
  for (let index = 0; index < 2; index += 1) {
    const stamp = server.stamp();
    const album = server.seed('albums', { id: id(2, index), title: `Album ${index + 1}`, description: null, cover_image: null, created_at: stamp, updated_at: stamp }) as Album;
    for (let position = 0; position < 3; position += 1) {
      server.seed('gallery_images', { id: id(3, index * 10 + position), album_id: album.id, image_url: `https://x.test/${album.id}/${position}.png`, title: `Bild ${position + 1}`, description: null, order_index: position, created_at: stamp, updated_at: stamp });
    }
  }
  return {
    name: 'engine',
    server,
    clock: new ManualClock(),
    link: () => faultyRemote(server),
    async state() {
      return {
        offers: structuredClone([...server.tables.offers.values()]) as Offer[],
        albums: structuredClone([...server.tables.albums.values()]) as Album[],
        gallery_images: structuredClone([...server.tables.gallery_images.values()]) as GalleryImage[],
      };
    },
    image: pngImage,
    async objectExists(bucket, name) {
      return server.objects.has(`${bucket}/${name}`);
    },
  };
}
