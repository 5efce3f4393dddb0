import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '../../../src/lib/router';
import { describe, expect, it } from 'vitest';
import type { Album } from '../../../src/data/rows';
import { AlbumList } from '../../../src/features/gallery/AlbumList';
import { albumCardsHtml } from '../../../src/features/gallery/albumCardsHtml';

const COVER = (name: string) => `https://backend.test/storage/v1/object/public/gallery-images/${name}.webp`;

function album(overrides: Partial<Album>): Album {
  return {
    id: 'b1b2c3d4-0000-4000-8000-000000000001',
    title: 'Wohnzimmer in Eiche',
    description: 'Ein helles Wohnzimmer mit Sofa und Regal.',
    cover_image: COVER('cover'),
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-01T10:00:00+00:00',
    ...overrides,
  } as Album;
}

/** The list as the app renders it: inside the router (its cards link to their albums). */
function reactMarkup(albums: Album[]): string {
  const router = createRouter([{ path: '/galerie', Component: () => <AlbumList albums={albums} /> }], createMemoryHistory('/galerie'));
  // The server renderer puts a preload hint for the high-priority cover first; the early script
  // preloads that cover itself, and hydration never looks at the hint.
  return renderToString(
    <RouterProvider router={router} errorElement={null}>
      <Outlet />
    </RouterProvider>,
  ).replace(/^(<link rel="preload"[^>]*\/>)+/, '');
}

describe('the early painter writes the album cards React writes for the same albums', () => {
  const cases: Record<string, Album[]> = {
    'one album with a cover and a description': [album({})],
    'no cover, no description': [album({ cover_image: null, description: null })],
    'text that needs escaping': [album({ title: 'Küche "Landhaus" <neu> & Co\'s', description: '<b>fett</b> & mehr' })],
    'nine albums: the first row loads its covers at once, the first with high priority': Array.from({ length: 9 }, (_, index) =>
      album({ id: `b1b2c3d4-0000-4000-8000-00000000001${index}`, title: `Album ${index}`, cover_image: index === 4 ? null : COVER(`c${index}`) }),
    ),
  };
  for (const [name, albums] of Object.entries(cases)) {
    it(name, () => {
      expect(albumCardsHtml(albums)).toBe(reactMarkup(albums));
    });
  }
});
