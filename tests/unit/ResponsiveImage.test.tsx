import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadLinkProps, ResponsiveImage } from '../../src/ui/ResponsiveImage';

const image = {
  width: 1920,
  height: 1080,
  avif: '/assets/img/slide-640.aaaa.avif 640w, /assets/img/slide-1920.bbbb.avif 1920w',
  webp: '/assets/img/slide-640.cccc.webp 640w, /assets/img/slide-1920.dddd.webp 1920w',
  fallback: '/assets/img/slide-1920.dddd.webp',
  color: '#c3ab8b',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ResponsiveImage', () => {
  it('renders AVIF and WebP sources with sizes and an img with its intrinsic width and height', () => {
    const { container } = render(<ResponsiveImage image={image} alt="Slide 1" sizes="100vw" fit="cover" className="slide" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', image.avif, '100vw'],
      ['image/webp', image.webp, '100vw'],
    ]);
    const img = screen.getByRole('img', { name: 'Slide 1' });
    expect(img.getAttribute('width')).toBe('1920');
    expect(img.getAttribute('height')).toBe('1080');
    expect(img.getAttribute('src')).toBe(image.fallback);
    expect(img.className).toBe('slide');
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.backgroundColor).toBe('rgb(195, 171, 139)');
  });

  it("an image that cannot be loaded offline leaves its box in its colour with its title and 'Offline nicht verfügbar', not a broken icon", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ResponsiveImage image={image} alt="Jonas Berger" sizes="192px" className="portrait" style={{ borderRadius: '9999px' }} />);
    fireEvent.error(screen.getByRole('img', { name: 'Jonas Berger' }));
    const frame = screen.getByRole('img', { name: 'Jonas Berger' });
    expect(frame.tagName).toBe('SPAN');
    expect(frame.getAttribute('aria-description')).toBe('Offline nicht verfügbar');
    expect(frame.textContent).toContain('Offline nicht verfügbar');
    expect(frame.className).toBe('portrait');
    expect(frame.style.aspectRatio).toBe('1920 / 1080');
    expect(frame.style.borderRadius).toBe('9999px');
    expect(frame.style.backgroundColor).toBe('rgb(195, 171, 139)');
  });

  it('an image that failed offline is tried again once the device is back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ResponsiveImage image={image} alt="Jonas Berger" sizes="192px" />);
    fireEvent.error(screen.getByRole('img', { name: 'Jonas Berger' }));
    expect(screen.getByRole('img', { name: 'Jonas Berger' }).tagName).toBe('SPAN');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    const img = screen.getByRole('img', { name: 'Jonas Berger' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe(image.fallback);
  });

  it('an image under text (the hero) that cannot be loaded names itself and why to assistive technology, with no caption under that text', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ResponsiveImage image={image} alt="Wohnraum mit Polstersofa" sizes="100vw" underText />);
    fireEvent.error(screen.getByRole('img', { name: 'Wohnraum mit Polstersofa' }));
    const frame = screen.getByRole('img', { name: 'Wohnraum mit Polstersofa' });
    expect(frame.getAttribute('aria-description')).toBe('Offline nicht verfügbar');
    expect(frame.textContent).toBe('');
  });

  it('a decorative image that cannot be loaded leaves only its coloured box', () => {
    const { container } = render(<ResponsiveImage image={image} alt="" sizes="100vw" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-unavailable').textContent).toBe('');
  });

  it('loads lazily and decodes asynchronously by default', () => {
    render(<ResponsiveImage image={image} alt="Slide 2" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Slide 2' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads a priority image at once with high fetch priority', () => {
    render(<ResponsiveImage image={image} alt="Hero" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads an eager image at once without raising its priority', () => {
    render(<ResponsiveImage image={image} alt="Slide 3" sizes="100vw" eager />);
    const img = screen.getByRole('img', { name: 'Slide 3' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('lets the style prop override the defaults', () => {
    render(<ResponsiveImage image={image} alt="Team" sizes="192px" style={{ width: 192, height: 192, borderRadius: '9999px' }} />);
    const img = screen.getByRole('img', { name: 'Team' });
    expect([img.style.width, img.style.height, img.style.borderRadius]).toEqual(['192px', '192px', '9999px']);
  });

  it('renders nothing for a missing image', () => {
    const { container } = render(<ResponsiveImage image={undefined} alt="Fehlt" sizes="100vw" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('preloadLinkProps', () => {
  it('preloads the AVIF srcset with the same sizes', () => {
    const { container } = render(<link {...preloadLinkProps(image, '100vw')} />);
    const link = container.ownerDocument.querySelector('link[rel="preload"]')!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('imagesrcset')).toBe(image.avif);
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });
});
