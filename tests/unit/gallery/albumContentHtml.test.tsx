// @vitest-environment node
// In node, as the prerender renders: no document, so parts waiting for hydration render as in the markup.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Album, GalleryImage } from '../../../src/data/rows';
import { AlbumHeader, AlbumNotFound, ImageList } from '../../../src/features/gallery/AlbumContentView';
import { albumContentHtml, albumRegionHtml, type AlbumContentView } from '../../../src/features/gallery/albumContentHtml';
import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '../../../src/lib/router';
import { NOT_FOUND_VIEW } from '../../../src/lib/earlyPaint';

const ALBUM_ID = 'b1b2c3d4-0000-4000-8000-000000000001';
const IMAGE = (name: string) => `https://backend.test/storage/v1/object/public/gallery-images/${name}.webp`;

function album(overrides: Partial<Album> = {}): Album {
  return {
    id: ALBUM_ID,
    title: 'Wohnzimmer in Eiche',
    description: 'Ein helles Wohnzimmer mit Sofa und Regal.',
    cover_image: IMAGE('cover'),
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-01T10:00:00+00:00',
    ...overrides,
  } as Album;
}

function image(index: number, overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id: `c1c2c3d4-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    album_id: ALBUM_ID,
    image_url: IMAGE(`bild-${index}`),
    title: `Bild Nummer ${index}`,
    description: null,
    order_index: index,
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-01T10:00:00+00:00',
    ...overrides,
  } as GalleryImage;
}

/** The page's content as a visitor's first render has it (no staff controls). */
function reactMarkup({ album, images, firstPosition }: AlbumContentView): string {
  // The server renderer puts preload hints for eager images first; hydration never looks at them.
  return renderToString(
    <>
      <AlbumHeader album={album}>{false}</AlbumHeader>
      <ImageList images={images} firstPosition={firstPosition} onOpen={() => undefined} />
    </>,
  ).replace(/^(<link rel="preload"[^>]*\/>)+/, '');
}

describe('the early painter writes the album content React writes for the same rows', () => {
  const cases: Record<string, AlbumContentView> = {
    'an album with a description, titled images': { album: album(), images: [image(0), image(1)], firstPosition: 1 },
    'no description; images without title or description stand alone': { album: album({ description: null }), images: [image(0, { title: null }), image(1, { title: null, description: 'Nur eine Beschreibung' })], firstPosition: 1 },
    'text that needs escaping': {
      album: album({ title: 'Küche "Landhaus" <neu> & Co\'s', description: '<b>fett</b> & mehr' }),
      images: [image(0, { title: 'Tisch <groß> & "schwer"', description: "Eiche's Maserung" })],
      firstPosition: 1,
    },
    'twelve images of page 2: positions count on, the first four load at once': {
      album: album(),
      images: Array.from({ length: 12 }, (_, index) => image(index + 12, index % 3 === 0 ? { title: null } : {})),
      firstPosition: 13,
    },
  };
  for (const [name, view] of Object.entries(cases)) {
    it(name, () => {
      expect(albumContentHtml(view)).toBe(reactMarkup(view));
    });
  }
});

describe("the early painter writes 'Album nicht gefunden' as React writes it", () => {
  it('for an album the server does not have: heading, text and the link back to the gallery', () => {
    const path = `/galerie/${ALBUM_ID}`;
    const router = createRouter([{ path: '/galerie/:albumId', Component: AlbumNotFound }], createMemoryHistory(path));
    const markup = renderToString(
      <RouterProvider router={router} errorElement={null}>
        <Outlet />
      </RouterProvider>,
    );
    expect(markup).toContain('Album nicht gefunden');
    expect(albumRegionHtml(NOT_FOUND_VIEW)).toBe(markup);
  });

  it('an album with rows is painted as its content', () => {
    const view = { album: album(), images: [image(0)], firstPosition: 1 };
    expect(albumRegionHtml(view)).toBe(albumContentHtml(view));
  });
});
