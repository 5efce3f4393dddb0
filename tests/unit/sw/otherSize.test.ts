import { describe, expect, it } from 'vitest';
import { otherSizeOf } from '../../../sw/otherSize';

const base = 'https://backend.example';
const render = (path: string, width: number, height?: number) => `${base}/storage/v1/render/image/public/${path}?width=${width}${height ? `&height=${height}` : ''}&resize=cover`;
const object = (path: string) => `${base}/storage/v1/object/public/${path}`;

describe('offline, another size of the same image', () => {
  it('answers a size never loaded with the largest one the device has of that image, the original first', () => {
    const wanted = render('gallery/album/cover.webp', 160, 160);
    expect(otherSizeOf(wanted, [render('gallery/album/other.webp', 960), render('gallery/album/cover.webp', 400, 300), render('gallery/album/cover.webp', 800, 600)])).toBe(render('gallery/album/cover.webp', 800, 600));
    expect(otherSizeOf(wanted, [render('gallery/album/cover.webp', 800, 600), object('gallery/album/cover.webp')])).toBe(object('gallery/album/cover.webp'));
    expect(otherSizeOf(object('gallery/album/cover.webp'), [render('gallery/album/cover.webp', 400)])).toBe(render('gallery/album/cover.webp', 400));
  });

  it('never another image, another backend or a URL that is no stored image', () => {
    expect(otherSizeOf(render('gallery/album/cover.webp', 160), [render('gallery/album/cover2.webp', 400), render('gallery/other/cover.webp', 400), `https://elsewhere.example/storage/v1/object/public/gallery/album/cover.webp`])).toBeNull();
    expect(otherSizeOf(`${base}/assets/img/hero-hero-640.abc.avif`, [`${base}/assets/img/hero-hero-320.abc.avif`])).toBeNull();
    expect(otherSizeOf(render('gallery/album/cover.webp', 160), [render('gallery/album/cover.webp', 160)])).toBeNull();
  });
});
