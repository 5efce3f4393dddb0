import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlbumImagePlace } from '../../../src/data/mirror/albumImagePlace';
import type { GalleryImage } from '../../../src/data/rows';

const lookups = vi.hoisted(() => ({ calls: [] as string[], answer: null as null | ((place: unknown) => void) }));
vi.mock('../../../src/data/mirror/albumImagePlace', () => ({
  findAlbumImagePage: (_albumId: string, imageId: string) => {
    lookups.calls.push(imageId);
    return new Promise((resolve) => {
      lookups.answer = resolve;
    });
  },
}));
const toasts = vi.hoisted(() => [] as Array<{ title: string; description?: string }>);
vi.mock('../../../src/ui/showToast', () => ({ showToast: (options: { title: string; description?: string }) => toasts.push(options) }));
const { useImageOnItsPage } = await import('../../../src/features/gallery/useImageOnItsPage');

const ALBUM = '20000000-0000-4000-8000-000000000001';
const image = (n: number) => ({ id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}` }) as GalleryImage;
const page1 = [1, 2, 3].map(image);
const loaded = { images: page1, total: 30, page: 1, load: { status: 'loaded', reason: null, retrying: false, retry: () => {} } } as const;

interface Props {
  imageId: string | null;
  page?: number;
  current?: typeof loaded | Omit<typeof loaded, 'images' | 'page'> & { images: GalleryImage[] | undefined; page: number | undefined };
  pageInWalk?: (id: string) => number | undefined;
}

function renderLink(initial: Props) {
  const show = vi.fn();
  const close = vi.fn();
  const view = renderHook(({ imageId, page = 1, current = loaded, pageInWalk = () => undefined }: Props) =>
    useImageOnItsPage({ albumId: ALBUM, imageId, page, current: current as never, pageInWalk, show, close }),
  { initialProps: initial });
  return { ...view, show, close };
}

const answer = (place: AlbumImagePlace) => act(async () => lookups.answer?.(place));

beforeEach(() => {
  lookups.calls = [];
  lookups.answer = null;
  toasts.length = 0;
});
afterEach(cleanup);

describe('a link to an album image', () => {
  it('on the page it names: nothing to do', () => {
    const { show, close } = renderLink({ imageId: image(2).id });
    expect(lookups.calls).toEqual([]);
    expect(show).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('on the page before or after: goes there without asking', () => {
    const { show } = renderLink({ imageId: image(14).id, pageInWalk: (id) => (id === image(14).id ? 2 : undefined) });
    expect(show).toHaveBeenCalledWith(image(14).id, 2);
    expect(lookups.calls).toEqual([]);
  });

  it('further away: asks once (however often the page renders meanwhile) and goes to its page', async () => {
    const { show, rerender } = renderLink({ imageId: image(30).id });
    rerender({ imageId: image(30).id, current: { ...loaded, images: [...page1] } });
    expect(lookups.calls).toEqual([image(30).id]);
    await answer({ status: 'found', page: 3 });
    expect(show).toHaveBeenCalledWith(image(30).id, 3);
  });

  it('waits for the rows of the page it names (not the page shown before)', async () => {
    const { rerender } = renderLink({ imageId: image(30).id, page: 3, current: { ...loaded, page: 1 } });
    expect(lookups.calls).toEqual([]);
    rerender({ imageId: image(30).id, page: 3, current: { ...loaded, images: undefined, page: undefined } });
    expect(lookups.calls).toEqual([]);
    rerender({ imageId: image(30).id, page: 3, current: { ...loaded, images: [image(25), image(30)], page: 3 } });
    expect(lookups.calls).toEqual([]);
  });

  it('an image the album does not have: the toast says so and the link is dropped', async () => {
    const { show, close } = renderLink({ imageId: image(99).id });
    await answer({ status: 'missing' });
    expect(toasts).toEqual([{ title: 'Bild nicht gefunden', type: 'error' }]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('offline, an image of a page not on this device: the toast says why, the link stays, and back online it opens', async () => {
    const { close, show } = renderLink({ imageId: image(30).id });
    await answer({ status: 'failed', reason: 'offline' });
    expect(toasts).toEqual([{ title: 'Fehler', description: 'Das Bild konnte nicht geöffnet werden. Es ist auf diesem Gerät nicht gespeichert.', type: 'error' }]);
    expect(close).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(lookups.calls).toEqual([image(30).id, image(30).id]);
    await answer({ status: 'found', page: 3 });
    expect(show).toHaveBeenCalledWith(image(30).id, 3);
  });

  it('the server does not answer: the toast says that, and the link stays for a reload', async () => {
    const { close } = renderLink({ imageId: image(30).id });
    await answer({ status: 'failed', reason: 'unreachable' });
    expect(toasts[0]?.description).toBe('Das Bild konnte nicht geöffnet werden. Keine Verbindung zum Server. Bitte versuchen Sie es in einem Moment erneut.');
    expect(close).not.toHaveBeenCalled();
  });

  it('an answer that comes after the visitor moved on changes nothing', async () => {
    const { show, close, rerender } = renderLink({ imageId: image(30).id });
    rerender({ imageId: null });
    await answer({ status: 'missing' });
    expect(toasts).toEqual([]);
    expect(close).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('the server has it on this very page (the device is behind): stays, and its pull brings the image', async () => {
    const { show, close } = renderLink({ imageId: image(4).id });
    await answer({ status: 'found', page: 1 });
    expect(show).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
