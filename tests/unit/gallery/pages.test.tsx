import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import type { Album, GalleryImage } from '../../../src/data/rows';
import '../support/jsdom-polyfills';

/**
 * The gallery screens against a stubbed data layer: the states a visitor or staff member sees
 * (skeletons, empty, not found, staff controls) and the messages of the staff dialogs.
 */

// Each test mounts the router, Chakra and dialogs: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const data = vi.hoisted(() => ({
  isStaff: false,
  albumsPage: { albums: undefined, total: undefined } as { albums: Album[] | undefined; total: number | undefined },
  album: undefined as Album | null | undefined,
  imagesPage: { images: undefined, total: undefined } as { images: GalleryImage[] | undefined; total: number | undefined },
  albumsPageCalls: [] as number[],
}));

const commands = vi.hoisted(() => ({
  createAlbum: vi.fn(),
  updateAlbum: vi.fn(),
  deleteAlbum: vi.fn(),
  addAlbumImages: vi.fn(),
  updateImageDetails: vi.fn(),
  deleteImage: vi.fn(),
  prepareImage: vi.fn(),
  notify: vi.fn(),
}));

vi.mock('../../../src/data/auth/useAuth', () => ({
  useAuth: () => ({ status: data.isStaff ? 'signedIn' : 'signedOut', email: null, isStaff: data.isStaff, recovery: false }),
}));
vi.mock('../../../src/data/hooks/useAlbumsPage', () => ({
  useAlbumsPage: (page: number) => {
    data.albumsPageCalls.push(page);
    return data.albumsPage;
  },
}));
vi.mock('../../../src/data/hooks/useAlbum', () => ({ useAlbum: () => data.album }));
vi.mock('../../../src/data/hooks/useAlbumImagesPage', () => ({ useAlbumImagesPage: () => data.imagesPage }));
vi.mock('../../../src/data/hooks/useImageSrc', () => ({ useImageSrc: (url: string | null) => url }));
vi.mock('../../../src/data/commands/albums', () => ({
  createAlbum: commands.createAlbum,
  updateAlbum: commands.updateAlbum,
  deleteAlbum: commands.deleteAlbum,
  addAlbumImages: commands.addAlbumImages,
  updateImageDetails: commands.updateImageDetails,
  deleteImage: commands.deleteImage,
}));
vi.mock('../../../src/data/images/prepareImage', () => ({ prepareImage: commands.prepareImage }));
vi.mock('../../../src/ui/toaster', () => ({ notify: commands.notify }));

const { Component: GalleryPage } = await import('../../../src/features/gallery/GalleryPage');
const { Component: AlbumPage } = await import('../../../src/features/gallery/AlbumPage');

const ALBUM_ID = '20000000-0000-4000-8000-000000000001';

function album(n: number, extra: Partial<Album> = {}): Album {
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Album ${n}`,
    description: `Beschreibung ${n}`,
    cover_image: n % 2 ? `http://127.0.0.1:54321/storage/v1/object/public/gallery/${n}.webp` : null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...extra,
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/galerie', element: <GalleryPage /> },
      { path: '/galerie/:albumId', element: <AlbumPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

beforeEach(() => {
  data.isStaff = false;
  data.albumsPage = { albums: undefined, total: undefined };
  data.album = undefined;
  data.imagesPage = { images: undefined, total: undefined };
  data.albumsPageCalls = [];
  for (const fn of Object.values(commands)) fn.mockReset();
  commands.prepareImage.mockImplementation(async (file: File) => ({ blob: file, extension: 'png' }));
});
afterEach(cleanup);

describe('/galerie', () => {
  it('shows skeletons while the albums were never fetched, and no pagination', () => {
    renderAt('/galerie');
    expect(screen.getByRole('heading', { level: 1, name: 'Galerie' })).toBeTruthy();
    expect(screen.getAllByTestId('album-card-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  });

  it("shows 'Keine Alben verfügbar' when there are none", () => {
    data.albumsPage = { albums: [], total: 0 };
    renderAt('/galerie');
    expect(screen.getByText('Keine Alben verfügbar')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  });

  it('renders cards with a 400x240 cover or a placeholder, each a link to its album', () => {
    data.albumsPage = { albums: [album(1), album(2)], total: 2 };
    renderAt('/galerie');
    const cards = screen.getAllByTestId('album-card');
    expect(cards).toHaveLength(2);
    const cover = within(cards[0]!).getByTestId('album-cover');
    expect(cover.getAttribute('width')).toBe('400');
    expect(cover.getAttribute('height')).toBe('240');
    expect(cover.getAttribute('src')).toBe('http://127.0.0.1:54321/storage/v1/render/image/public/gallery/1.webp?width=400&height=240&resize=cover');
    expect(within(cards[1]!).getByTestId('album-cover-placeholder')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'Album 2' }).getAttribute('href')).toBe(`/galerie/${album(2).id}`);
  });

  it('visitors see no editing controls; staff see create, edit and delete', () => {
    data.albumsPage = { albums: [album(1)], total: 1 };
    renderAt('/galerie');
    expect(screen.queryByRole('button', { name: 'Neues Album erstellen' })).toBeNull();
    expect(screen.queryByText('Bearbeiten')).toBeNull();
    cleanup();
    data.isStaff = true;
    renderAt('/galerie');
    expect(screen.getByRole('button', { name: 'Neues Album erstellen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Album „Album 1“ bearbeiten' }).textContent).toContain('Bearbeiten');
    expect(screen.getByRole('button', { name: 'Album „Album 1“ löschen' }).textContent).toContain('Löschen');
  });

  it('reads the page from ?seite=, shows at most five numbers, and a change pushes the URL and scrolls smoothly up', async () => {
    data.albumsPage = { albums: [album(1)], total: 9 * 8 };
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/galerie?seite=6');
    expect(data.albumsPageCalls.at(-1)).toBe(6);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getAllByRole('button', { name: /^Seite \d+$/ }).map((button) => button.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Seite 6' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(router.state.location.search).toBe('?seite=7'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(data.albumsPageCalls.at(-1)).toBe(7);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Seite 4' }));
    await waitFor(() => expect(router.state.location.search).toBe('?seite=4'));
    scrollTo.mockRestore();
  });

  it('deleting an album asks first with the spec text, then toasts the outcome', async () => {
    data.isStaff = true;
    data.albumsPage = { albums: [album(1)], total: 1 };
    renderAt('/galerie');
    fireEvent.click(screen.getByRole('button', { name: 'Album „Album 1“ löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Album löschen' });
    expect(dialog.textContent).toContain(
      'Möchten Sie dieses Album wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden. Alle Bilder in diesem Album werden ebenfalls gelöscht.',
    );
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    commands.deleteAlbum.mockRejectedValueOnce(new Error('offline storage full'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(commands.notify).toHaveBeenCalledWith({ title: 'Fehler', description: 'Das Album konnte nicht gelöscht werden', type: 'error' }));
    expect(commands.deleteAlbum).toHaveBeenCalledWith(album(1).id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Album „Album 1“ löschen' }));
    commands.deleteAlbum.mockResolvedValueOnce(undefined);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Album löschen' })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Album erfolgreich gelöscht', type: 'success' }));
  });

  it('the album dialog saves through the commands and reports a failure', async () => {
    data.isStaff = true;
    data.albumsPage = { albums: [album(1)], total: 1 };
    renderAt('/galerie');
    fireEvent.click(screen.getByRole('button', { name: 'Neues Album erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Album erstellen' });
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: '  Neues Projekt ' } });
    fireEvent.change(within(dialog).getByLabelText('Titelbild'), { target: { files: [image('cover.png')] } });
    commands.createAlbum.mockRejectedValueOnce(new Error('quota'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    await waitFor(() => expect(commands.notify).toHaveBeenCalledWith({ title: 'Fehler', description: 'Das Album konnte nicht gespeichert werden', type: 'error' }));
    expect(commands.createAlbum).toHaveBeenCalledWith({ title: 'Neues Projekt', description: null }, { blob: expect.any(File), extension: 'png' });

    commands.createAlbum.mockResolvedValueOnce('new-id');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    await waitFor(() => expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Album erfolgreich erstellt', type: 'success' }));
  });

  it('editing keeps, replaces or removes the cover', async () => {
    data.isStaff = true;
    data.albumsPage = { albums: [album(1)], total: 1 };
    renderAt('/galerie');
    fireEvent.click(screen.getByRole('button', { name: 'Album „Album 1“ bearbeiten' }));
    let dialog = await screen.findByRole('dialog', { name: 'Album bearbeiten' });
    expect((within(dialog).getByLabelText('Titel') as HTMLInputElement).value).toBe('Album 1');
    // The kept cover counts against the limit of one.
    fireEvent.change(within(dialog).getByLabelText('Titelbild'), { target: { files: [image('neu.png')] } });
    expect(commands.notify).toHaveBeenCalledWith({ title: 'Zu viele Dateien', description: 'Sie können maximal 1 Bilder hochladen', type: 'error' });
    commands.updateAlbum.mockResolvedValue(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(commands.updateAlbum).toHaveBeenCalledWith(album(1).id, { title: 'Album 1', description: 'Beschreibung 1' }, 'keep'));
    expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Album erfolgreich aktualisiert', type: 'success' });

    fireEvent.click(screen.getByRole('button', { name: 'Album „Album 1“ bearbeiten' }));
    dialog = await screen.findByRole('dialog', { name: 'Album bearbeiten' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Titelbild entfernen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(commands.updateAlbum).toHaveBeenLastCalledWith(album(1).id, expect.anything(), 'remove'));
  });
});

describe('/galerie/{albumId}', () => {
  it("goes to /galerie with the toast 'Album nicht gefunden' when the album does not exist", async () => {
    data.album = null;
    const router = renderAt(`/galerie/${ALBUM_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/galerie'));
    expect(commands.notify).toHaveBeenCalledWith({ title: 'Album nicht gefunden', type: 'error' });
  });

  it('shows the empty album texts; the upload hint only to staff', () => {
    data.album = album(1);
    data.imagesPage = { images: [], total: 0 };
    renderAt(`/galerie/${ALBUM_ID}`);
    expect(screen.getByRole('link', { name: 'Zurück zur Galerie' }).getAttribute('href')).toBe('/galerie');
    expect(screen.getByRole('heading', { level: 1, name: 'Album 1' })).toBeTruthy();
    expect(screen.getByText('Keine Bilder vorhanden')).toBeTruthy();
    expect(screen.getByText('Es wurden noch keine Bilder zu diesem Album hinzugefügt.')).toBeTruthy();
    expect(screen.queryByText('Laden Sie Ihre ersten Bilder hoch, um zu beginnen.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bilder hinzufügen' })).toBeNull();
    cleanup();
    data.isStaff = true;
    renderAt(`/galerie/${ALBUM_ID}`);
    expect(screen.getByText('Laden Sie Ihre ersten Bilder hoch, um zu beginnen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bilder hinzufügen' })).toBeTruthy();
  });

  it("'Bilder hinzufügen': nothing selected, more than 20, then three images with progress and the count toast", async () => {
    data.isStaff = true;
    data.album = album(1);
    data.imagesPage = { images: [], total: 0 };
    renderAt(`/galerie/${ALBUM_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Bilder hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilder hinzufügen' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Bilder hochladen' }));
    expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Keine Bilder ausgewählt', description: 'Bitte wählen Sie mindestens ein Bild zum Hochladen aus', type: 'error' });

    const input = within(dialog).getByLabelText('Bilder auswählen');
    fireEvent.change(input, { target: { files: Array.from({ length: 21 }, (_, i) => image(`${i}.png`)) } });
    expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Zu viele Dateien', description: 'Sie können maximal 20 Bilder hochladen', type: 'error' });

    fireEvent.change(input, { target: { files: [image('a.png'), image('b.png'), image('c.png')] } });
    let release: () => void = () => {};
    commands.addAlbumImages.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    fireEvent.click(within(dialog).getByRole('button', { name: '3 Bilder hochladen' }));
    const progress = await within(dialog).findByRole('progressbar');
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('3'));
    expect(progress.getAttribute('aria-valuemax')).toBe('3');
    expect(commands.prepareImage).toHaveBeenCalledTimes(3);
    expect(commands.addAlbumImages).toHaveBeenCalledWith(album(1).id, [expect.objectContaining({ extension: 'png' }), expect.anything(), expect.anything()]);
    await act(async () => release());
    await waitFor(() => expect(commands.notify).toHaveBeenLastCalledWith({ title: '3 Bilder erfolgreich hochgeladen', type: 'success' }));
  });

  it('adding images reports a failure with the spec text', async () => {
    data.isStaff = true;
    data.album = album(1);
    data.imagesPage = { images: [], total: 0 };
    renderAt(`/galerie/${ALBUM_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Bilder hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilder hinzufügen' });
    fireEvent.change(within(dialog).getByLabelText('Bilder auswählen'), { target: { files: [image('a.png')] } });
    commands.addAlbumImages.mockRejectedValueOnce(new Error('quota'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: '1 Bild hochladen' }));
    await waitFor(() =>
      expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Fehler', description: 'Die Bilder konnten nicht zum Album hinzugefügt werden', type: 'error' }),
    );
  });

  it("'Bilddetails bearbeiten' saves title and description and reports a failure", async () => {
    data.isStaff = true;
    data.album = album(1);
    const row: GalleryImage = {
      id: 'img-1',
      album_id: ALBUM_ID,
      image_url: 'http://127.0.0.1:54321/storage/v1/object/public/gallery/x.webp',
      title: null,
      description: null,
      order_index: 0,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    };
    data.imagesPage = { images: [row], total: 1 };
    renderAt(`/galerie/${ALBUM_ID}`);
    const thumbnail = screen.getByTestId('image-thumbnail');
    expect(thumbnail.getAttribute('src')).toBe('http://127.0.0.1:54321/storage/v1/render/image/public/gallery/x.webp?width=300&height=300&resize=cover');
    expect(thumbnail.getAttribute('width')).toBe('300');

    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilddetails bearbeiten' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Detail' } });
    fireEvent.change(within(dialog).getByLabelText('Beschreibung'), { target: { value: 'Naht' } });
    commands.updateImageDetails.mockRejectedValueOnce(new Error('x'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Fehler', description: 'Die Bilddetails konnten nicht aktualisiert werden', type: 'error' }),
    );
    commands.updateImageDetails.mockResolvedValueOnce(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(commands.notify).toHaveBeenLastCalledWith({ title: 'Bilddetails erfolgreich aktualisiert', type: 'success' }));
    expect(commands.updateImageDetails).toHaveBeenLastCalledWith('img-1', { title: 'Detail', description: 'Naht' });
  });
});
