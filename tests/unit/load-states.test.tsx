import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '../../src/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { requestPull, resetPullScheduler } from '../../src/data/mirror/pullScheduler';
import { offersQuery } from '../../src/data/mirror/pullQueries';
import type { Album, GalleryImage } from '../../src/data/rows';
import { offerRow, setUp, type Harness } from '../support/sync/harness';
import '../support/dom/jsdom-polyfills';

/**
 * The data pages with the real hooks, scheduler and Dexie (fake-indexeddb) against an in-memory
 * backend that fails on demand: what a visitor sees when a load fails, the retry that recovers,
 * offline with nothing stored, and stored rows that stay when the backend is down.
 */

vi.setConfig({ testTimeout: 20_000 });

const { Component: SalePage } = await import('../../src/features/offers/SalePage');
const { Component: GalleryPage } = await import('../../src/features/gallery/GalleryPage');
const { Component: AlbumPage } = await import('../../src/features/gallery/AlbumPage');

const ALBUM_ID = '30000000-0000-4000-8000-000000000001';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});
afterEach(() => {
  cleanup();
  setOnline(true);
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function renderAt(path: string) {
  const router = createRouter(
    [
      { path: '/sale', Component: SalePage },
      { path: '/galerie', Component: GalleryPage },
      { path: '/galerie/:albumId', Component: AlbumPage },
    ],
    createMemoryHistory(path),
  );
  render(
    <AppProviders>
      <RouterProvider router={router} errorElement={null}>
        <Outlet />
      </RouterProvider>
    </AppProviders>,
  );
}

const album: Album = { id: ALBUM_ID, title: 'Wohnzimmer Berger', description: 'Vorhänge und Polster', cover_image: null, created_at: '2025-03-01T00:00:00Z', updated_at: '2025-03-01T00:00:00Z' };

function image(index: number): GalleryImage {
  return { id: crypto.randomUUID(), album_id: ALBUM_ID, image_url: `http://127.0.0.1:54321/storage/v1/object/public/gallery/${index}.webp`, title: `Bild-${index}`, description: null, order_index: index, created_at: '2025-03-01T00:00:00Z', updated_at: '2025-03-01T00:00:00Z' };
}

describe('a failed load', () => {
  it("/sale: the German error with 'Erneut versuchen', no skeletons; the retry shows the offers", async () => {
    h.remote.seed('offers', offerRow({ name: 'Sofa Lina' }));
    h.remote.failNext('fetchOffers', { status: 503, message: 'Service Unavailable' }, 2);
    renderAt('/sale');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Angebote konnten nicht geladen werden.');
    expect(alert.textContent).toContain('Der Server hat mit einem Fehler geantwortet.');
    expect(screen.queryAllByTestId('offer-skeleton')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Aktuelle Angebote' })).toBeTruthy();

    const retry = within(alert).getByRole('button', { name: 'Erneut versuchen' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Sofa Lina' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The keyboard user's focus moves on to the page instead of falling back to the document.
    expect(document.activeElement?.id).toBe('main');
  });

  it('/galerie: a refused connection says the server is unreachable; the retry shows the albums', async () => {
    h.remote.seed('albums', album);
    h.remote.failNext('fetchAlbumsPage', { status: 0, message: 'network failure' }, 2);
    renderAt('/galerie');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Alben konnten nicht geladen werden.');
    expect(alert.textContent).toContain('Keine Verbindung zum Server.');
    expect(screen.queryAllByTestId('album-card-skeleton')).toHaveLength(0);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();

    // Still down at the first retry: the message stays, the button works again afterwards.
    h.remote.failNext('fetchAlbumsPage', { status: 0, message: 'network failure' }, 2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(h.remote.callsOf('fetchAlbumsPage')).toHaveLength(4));
    const again = await screen.findByRole('button', { name: 'Erneut versuchen' });
    fireEvent.click(again);
    expect(await screen.findByRole('link', { name: 'Wohnzimmer Berger' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('album page: the album row and a page of its images each fail and recover on their own', async () => {
    h.remote.seed('albums', album);
    Array.from({ length: 3 }, (_, index) => h.remote.seed('gallery_images', image(index)));
    h.remote.failNext('fetchAlbum', { status: 500, message: 'boom' }, 2);
    h.remote.failNext('fetchAlbumImagesPage', { status: 500, message: 'boom' }, 2);
    renderAt(`/galerie/${ALBUM_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Das Album konnte nicht geladen werden.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Galerie' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    // The album is back; its first page of images failed when the album page asked for it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Wohnzimmer Berger' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Bilder dieses Albums konnten nicht geladen werden.');
    expect(screen.queryAllByTestId('image-tile-skeleton')).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getAllByTestId('image-tile')).toHaveLength(3));
  });
});

describe('offline with nothing stored', () => {
  it.each([
    ['/sale', 'offer-skeleton'],
    ['/galerie', 'album-card-skeleton'],
    [`/galerie/${ALBUM_ID}`, 'image-tile-skeleton'],
  ])('%s says it was not loaded on this device yet, instead of skeletons', async (path, skeleton) => {
    setOnline(false);
    for (const method of ['fetchOffers', 'fetchAlbumsPage', 'fetchAlbum', 'fetchAlbumImagesPage'] as const) {
      h.remote.failNext(method, { status: 0, message: 'network failure' }, 2);
    }
    renderAt(path);
    const notice = await screen.findByTestId('not-loaded-offline');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('Sie sind offline');
    expect(notice.textContent).toContain('Diese Seite wurde auf diesem Gerät noch nicht geladen.');
    expect(screen.queryAllByTestId(skeleton)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('a load that failed while the browser still thought it was online says offline once the browser knows', async () => {
    h.remote.failNext('fetchOffers', { status: 0, message: 'network failure' }, 2);
    renderAt('/sale');
    await screen.findByRole('button', { name: 'Erneut versuchen' });
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    const notice = await screen.findByTestId('not-loaded-offline');
    expect(notice.textContent).toContain('Diese Seite wurde auf diesem Gerät noch nicht geladen.');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });
});

describe('stored rows', () => {
  async function saleWithStoredOfferWhileTheServerFails(failures: number) {
    h.remote.seed('offers', offerRow({ name: 'Sessel Ida' }));
    await requestPull(offersQuery());
    resetPullScheduler();
    h.remote.failNext('fetchOffers', { status: 503, message: 'Service Unavailable' }, failures);
    renderAt('/sale');
    expect(await screen.findByRole('article', { name: 'Sessel Ida' })).toBeTruthy();
  }

  it("stay on screen, without an error, when the pull of a new page load fails; a quiet note says they may be old, and its 'Erneut versuchen' brings them up to date", async () => {
    await saleWithStoredOfferWhileTheServerFails(2);
    await waitFor(() => expect(h.remote.callsOf('fetchOffers')).toHaveLength(3));
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('article', { name: 'Sessel Ida' })).toBeTruthy();
    const note = await screen.findByTestId('stale-data');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toContain('Der Server hat mit einem Fehler geantwortet. Sie sehen den zuletzt geladenen Stand.');

    const retry = within(note).getByRole('button', { name: 'Erneut versuchen' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByTestId('stale-data')).toBeNull());
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(4);
    expect(screen.getByRole('article', { name: 'Sessel Ida' })).toBeTruthy();
    // The keyboard user's focus moves on to the page instead of falling back to the document.
    expect(document.activeElement?.id).toBe('main');
  });

  it('offline, the note gives way to the offline banner', async () => {
    await saleWithStoredOfferWhileTheServerFails(20);
    expect(await screen.findByTestId('stale-data')).toBeTruthy();
    setOnline(false);
    await act(async () => void window.dispatchEvent(new Event('offline')));
    expect(screen.queryByTestId('stale-data')).toBeNull();
    expect(screen.getByRole('article', { name: 'Sessel Ida' })).toBeTruthy();
  });
});
