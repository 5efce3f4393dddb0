import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/ui/theme/system';
import { RemoteImage } from '../../src/ui/RemoteImage';

afterEach(cleanup);

function show(src: string) {
  return (
    <ChakraProvider value={system}>
      <RemoteImage src={src} alt="Titelbild" caption="Album Salbei" data-testid="cover" />
    </ChakraProvider>
  );
}

describe('RemoteImage', () => {
  it('shows the title in a frame when the image cannot load, and tries again when the src changes, back to a failed one included', () => {
    const server = 'https://backend.test/storage/v1/render/image/public/album-covers/neu.webp?width=400';
    const { rerender } = render(show(server));
    // Rendered before the upload was done: the server does not have the file yet.
    fireEvent.error(screen.getByTestId('cover'));
    expect(screen.getByTestId('image-unavailable-title').textContent).toBe('Album Salbei');
    // Online, the frame says the image did not load; offline, that it is not on this device.
    expect(screen.getByTestId('image-unavailable').textContent).toBe('Album SalbeiBild nicht geladen');

    rerender(show('blob:http://localhost/waiting-file'));
    expect(screen.getByTestId('cover').getAttribute('src')).toBe('blob:http://localhost/waiting-file');

    // The upload is done: the server's URL again, now loadable.
    rerender(show(server));
    expect(screen.getByTestId('cover').getAttribute('src')).toBe(server);
    expect(screen.queryByTestId('image-unavailable')).toBeNull();
  });

  it("offline, the frame says the image is not available offline", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(show('https://backend.test/storage/v1/render/image/public/gallery/nie-gesehen.webp?width=1600'));
      fireEvent.error(screen.getByTestId('cover'));
      expect(screen.getByTestId('image-unavailable').textContent).toBe('Album SalbeiOffline nicht verfügbar');
      expect(screen.getByRole('img', { name: 'Titelbild' }).getAttribute('aria-description')).toBe('Offline nicht verfügbar');
    } finally {
      onLine.mockRestore();
    }
  });

  it('an image that failed offline is tried again once the device is back online; the frame stays if it fails again', () => {
    const src = 'https://backend.test/storage/v1/render/image/public/gallery/spaeter.webp?width=1600';
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(show(src));
      fireEvent.error(screen.getByTestId('cover'));
      expect(screen.getByTestId('image-unavailable').textContent).toBe('Album SalbeiOffline nicht verfügbar');
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByTestId('image-unavailable')).toBeNull();
      expect(screen.getByTestId('cover').getAttribute('src')).toBe(src);
      // Online and failing still (the server has no such file): the frame says so, and stays.
      fireEvent.error(screen.getByTestId('cover'));
      expect(screen.getByTestId('image-unavailable').textContent).toBe('Album SalbeiBild nicht geladen');
    } finally {
      onLine.mockRestore();
    }
  });

  it('in the first seconds back online a frame tries again shortly (the first try may beat the connection); later ones do not', () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(show('https://backend.test/storage/v1/render/image/public/gallery/wackelig.webp?width=1600'));
      fireEvent.error(screen.getByTestId('cover'));
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      // The try on the way back online failed: the connection was not quite there yet.
      fireEvent.error(screen.getByTestId('cover'));
      expect(screen.queryByTestId('cover')).toBeNull();
      act(() => void vi.advanceTimersByTime(2_000));
      expect(screen.getByTestId('cover')).toBeTruthy();

      // Long after, an image that fails online keeps its frame.
      act(() => void vi.advanceTimersByTime(60_000));
      fireEvent.error(screen.getByTestId('cover'));
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.queryByTestId('cover')).toBeNull();
      expect(screen.getByTestId('image-unavailable').textContent).toBe('Album SalbeiBild nicht geladen');
    } finally {
      onLine.mockRestore();
      vi.useRealTimers();
    }
  });

  it.each([
    { naturalWidth: 0, framed: true },
    { naturalWidth: 800, framed: false },
  ])('hydrating an image that settled before the app ran (naturalWidth $naturalWidth): framed $framed', async ({ naturalWidth, framed }) => {
    const src = 'https://backend.test/storage/v1/render/image/public/album-covers/alt.webp?width=400';
    const image = <RemoteImage src={src} alt="Titelbild" caption="Album Salbei" data-testid="cover" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(image);
    document.body.append(container);
    // The early paint's image has finished (or failed) before React's listeners exist.
    const painted = container.querySelector('img')!;
    Object.defineProperty(painted, 'complete', { value: true });
    Object.defineProperty(painted, 'naturalWidth', { value: naturalWidth });
    const root = await act(async () => hydrateRoot(container, image));
    expect(container.querySelector('[data-testid="image-unavailable"]') !== null).toBe(framed);
    expect(container.querySelector('img') === painted).toBe(!framed);
    act(() => root.unmount());
    container.remove();
  });
});
