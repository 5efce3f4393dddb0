import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '../../../src/data/rows';
import '../../support/dom/jsdom-polyfills';

// The image's address is the one the lightbox shows (no waiting upload here).
vi.mock('../../../src/data/hooks/useImageSrc', () => ({ useImageSrc: (url: string | null) => url }));
const { Lightbox } = await import('../../../src/features/gallery/Lightbox');

afterEach(cleanup);

const image = (n: number): GalleryImage => ({
  id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  album_id: '20000000-0000-4000-8000-000000000001',
  image_url: `http://127.0.0.1:54321/storage/v1/object/public/gallery/${n}.webp`,
  title: `Bild ${n}`,
  description: null,
  order_index: n,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});
const images = [1, 2, 3, 4].map(image);

interface AlbumPageProps {
  /** The thumbnails on the page. */
  shown: GalleryImage[];
  imageId: string | null;
  /** The rows the lightbox has at hand (the page's and its neighbours' once loaded). */
  rows?: GalleryImage[];
  onShow?: (id: string) => void;
}

/** An album page's thumbnails and the lightbox over them, as the album page has them. */
function AlbumPage({ shown, imageId, rows = images, onShow = () => {} }: AlbumPageProps) {
  return (
    <>
      <ul>
        {shown.map((row) => (
          <li key={row.id}>
            <button type="button" data-image-id={row.id}>
              {row.title}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">Woanders</button>
      <Lightbox images={rows} imageId={imageId} firstPosition={1} total={images.length} onShow={onShow} onClose={() => {}} />
    </>
  );
}

const thumbnail = (n: number) => screen.getByRole('button', { name: `Bild ${n}` });

/** Opens image 2 from page 1 (images 1 and 2), steps to image 3 (on page 2) and closes before page 2's rows arrive. */
function closeBeforeTheNewPageRenders() {
  const page1 = images.slice(0, 2);
  const view = render(<AlbumPage shown={page1} imageId={null} />);
  thumbnail(2).focus();
  view.rerender(<AlbumPage shown={page1} imageId={images[1]!.id} />);
  expect(screen.getByTestId('lightbox').contains(document.activeElement)).toBe(true);
  view.rerender(<AlbumPage shown={page1} imageId={images[2]!.id} />);
  view.rerender(<AlbumPage shown={page1} imageId={null} />);
  expect(screen.queryByTestId('lightbox')).toBeNull();
  return view;
}

describe('closing the lightbox', () => {
  it('gives the focus to the thumbnail of the image last shown', () => {
    const view = render(<AlbumPage shown={images.slice(0, 2)} imageId={null} />);
    thumbnail(1).focus();
    view.rerender(<AlbumPage shown={images.slice(0, 2)} imageId={images[0]!.id} />);
    view.rerender(<AlbumPage shown={images.slice(0, 2)} imageId={images[1]!.id} />);
    view.rerender(<AlbumPage shown={images.slice(0, 2)} imageId={null} />);
    expect(document.activeElement).toBe(thumbnail(2));
  });

  it('on another album page whose rows render after it closed, the focus reaches that thumbnail once it is there', async () => {
    const view = closeBeforeTheNewPageRenders();
    // Meanwhile the focus rests on the thumbnail it came from.
    expect(document.activeElement).toBe(thumbnail(2));
    // Page 2 replaces page 1's rows (the focused thumbnail goes with them).
    await act(async () => view.rerender(<AlbumPage shown={images.slice(2, 4)} imageId={null} />));
    expect(document.activeElement).toBe(thumbnail(3));
  });

  it("after Back from another album page, the focus goes to the thumbnail the lightbox was opened from", async () => {
    const page1 = images.slice(0, 2);
    const page2 = images.slice(2, 4);
    const view = render(<AlbumPage shown={page1} imageId={null} />);
    thumbnail(2).focus();
    view.rerender(<AlbumPage shown={page1} imageId={images[1]!.id} />);
    // Stepped onto page 2, whose rows show; Back closes the lightbox while they still do.
    view.rerender(<AlbumPage shown={page2} imageId={images[2]!.id} />);
    view.rerender(<AlbumPage shown={page2} imageId={null} />);
    expect(document.activeElement).toBe(thumbnail(3));
    // Page 1's rows replace them: image 3 is not among them, the one it was opened from is.
    await act(async () => view.rerender(<AlbumPage shown={page1} imageId={null} />));
    expect(document.activeElement).toBe(thumbnail(2));
  });

  it('opened by a link to an image of another page (nothing focused), gives the focus to the first thumbnail shown', () => {
    const view = render(<AlbumPage shown={images.slice(0, 2)} imageId={images[2]!.id} />);
    expect(screen.getByTestId('lightbox').contains(document.activeElement)).toBe(true);
    view.rerender(<AlbumPage shown={images.slice(0, 2)} imageId={null} />);
    expect(document.activeElement).toBe(thumbnail(1));
  });

  it('opened by another control to an image not on the page, gives the focus back to that control', () => {
    const view = render(<AlbumPage shown={images.slice(0, 2)} imageId={null} />);
    screen.getByRole('button', { name: 'Woanders' }).focus();
    view.rerender(<AlbumPage shown={images.slice(0, 2)} imageId={images[2]!.id} />);
    view.rerender(<AlbumPage shown={images.slice(0, 2)} imageId={null} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Woanders' }));
  });

  it('leaves the focus where the visitor put it while the rows were still coming', async () => {
    const view = closeBeforeTheNewPageRenders();
    screen.getByRole('button', { name: 'Woanders' }).focus();
    await act(async () => view.rerender(<AlbumPage shown={images.slice(2, 4)} imageId={null} />));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Woanders' }));
  });
});

describe("stepping while the next page's rows are still loading", () => {
  const page1 = images.slice(0, 2);
  const id = (n: number) => images[n - 1]!.id;

  it('offers Next at the last image of a page, and takes a press once the rows are there', () => {
    const onShow = vi.fn();
    const view = render(<AlbumPage shown={page1} rows={page1} imageId={id(2)} onShow={onShow} />);
    const next = screen.getByRole('button', { name: 'Nächstes Bild' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'ArrowRight' });
    expect(onShow).not.toHaveBeenCalled();
    view.rerender(<AlbumPage shown={page1} rows={images} imageId={id(2)} onShow={onShow} />);
    expect(onShow).toHaveBeenCalledExactlyOnceWith(id(3));
    // Taken once: the rows answering again do not step a second time.
    view.rerender(<AlbumPage shown={page1} rows={[...images]} imageId={id(2)} onShow={onShow} />);
    expect(onShow).toHaveBeenCalledOnce();
  });

  it('a press on an image the lightbox is still turning to steps from that image', () => {
    const onShow = vi.fn();
    // Image 3 was asked for; its rows are not there, so image 2 still shows.
    const view = render(<AlbumPage shown={page1} rows={page1} imageId={id(2)} onShow={onShow} />);
    view.rerender(<AlbumPage shown={page1} rows={page1} imageId={id(3)} onShow={onShow} />);
    expect(screen.getByTestId('lightbox').textContent).toContain('Bild 2 von 4');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    view.rerender(<AlbumPage shown={page1} rows={images} imageId={id(3)} onShow={onShow} />);
    expect(onShow).toHaveBeenCalledExactlyOnceWith(id(4));
  });

  it('a remembered press is dropped when another image is asked for first, and Next stays off at the last image', () => {
    const onShow = vi.fn();
    const view = render(<AlbumPage shown={page1} rows={page1} imageId={id(2)} onShow={onShow} />);
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'ArrowRight' });
    view.rerender(<AlbumPage shown={page1} rows={page1} imageId={id(1)} onShow={onShow} />);
    view.rerender(<AlbumPage shown={page1} rows={images} imageId={id(1)} onShow={onShow} />);
    expect(onShow).not.toHaveBeenCalled();
    view.rerender(<AlbumPage shown={page1} rows={images} imageId={id(4)} onShow={onShow} />);
    expect((screen.getByRole('button', { name: 'Nächstes Bild' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'ArrowRight' });
    expect(onShow).not.toHaveBeenCalled();
  });
});

describe('quick steps', () => {
  it('a second press before the lightbox has turned (a double click) steps on, not to the same image again', () => {
    const onShow = vi.fn();
    const id = (n: number) => images[n - 1]!.id;
    const view = render(<AlbumPage shown={images} imageId={id(1)} onShow={onShow} />);
    const next = screen.getByRole('button', { name: 'Nächstes Bild' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(onShow.mock.calls).toEqual([[id(2)], [id(3)]]);
    // Once the URL shows image 3, steps start from it; past the last image nothing is asked for.
    view.rerender(<AlbumPage shown={images} imageId={id(3)} onShow={onShow} />);
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'ArrowRight' });
    expect(onShow.mock.calls.slice(2)).toEqual([[id(4)]]);
  });
});
