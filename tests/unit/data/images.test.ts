import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, MAX_IMAGE_SIDE } from '../../../src/data/images/fitWithin';
import { formatOfBlob, preferredFormat } from '../../../src/data/images/outputFormat';
import { NotAnImageError, prepareImage } from '../../../src/data/images/prepareImage';
import { parsePublicObjectUrl, publicObjectUrl, renderUrl } from '../../../src/data/images/storageUrls';

describe('fitWithin', () => {
  it('keeps images that fit', () => {
    expect(fitWithin(2560, 1440)).toEqual({ width: 2560, height: 1440 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('scales the longer side down to 2560 px, keeping the aspect ratio', () => {
    expect(MAX_IMAGE_SIDE).toBe(2560);
    expect(fitWithin(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1280, height: 2560 });
    expect(fitWithin(10000, 1)).toEqual({ width: 2560, height: 1 });
  });

  it('rejects sizes that are no image', () => {
    expect(() => fitWithin(0, 100)).toThrow();
    expect(() => fitWithin(Number.NaN, 100)).toThrow();
  });
});

describe('output format', () => {
  it('keeps JPEG as JPEG at quality 0.9 and turns everything else into WebP', () => {
    expect(preferredFormat('image/jpeg')).toEqual({ type: 'image/jpeg', quality: 0.9, extension: 'jpg' });
    expect(preferredFormat('image/png').type).toBe('image/webp');
    expect(preferredFormat('image/heic').extension).toBe('webp');
  });

  it('names the extension after what the browser really produced (PNG where WebP is missing)', () => {
    expect(formatOfBlob(new Blob([], { type: 'image/png' }), preferredFormat('image/png')).extension).toBe('png');
    expect(formatOfBlob(new Blob([], { type: 'image/webp' }), preferredFormat('image/png')).extension).toBe('webp');
    expect(() => formatOfBlob(new Blob([], { type: 'text/plain' }), preferredFormat('image/png'))).toThrow();
  });
});

describe('prepareImage', () => {
  it('rejects a file that is not an image with a clear message', async () => {
    const file = new File(['hello'], 'notizen.txt', { type: 'text/plain' });
    await expect(prepareImage(file)).rejects.toBeInstanceOf(NotAnImageError);
    await expect(prepareImage(file)).rejects.toThrow('„notizen.txt“ ist keine Bilddatei.');
  });

  it('rejects a file that claims to be an image but does not decode', async () => {
    // jsdom has no image decoder: createImageBitmap is missing or fails, as for a broken file.
    const file = new File(['not really'], 'kaputt.jpg', { type: 'image/jpeg' });
    await expect(prepareImage(file)).rejects.toBeInstanceOf(NotAnImageError);
  });
});

describe('storage URLs', () => {
  it('computes public URLs deterministically and parses them back', () => {
    const url = publicObjectUrl('gallery', 'abc.webp', 'http://127.0.0.1:54321/');
    expect(url).toBe('http://127.0.0.1:54321/storage/v1/object/public/gallery/abc.webp');
    expect(parsePublicObjectUrl(url)).toEqual({ bucket: 'gallery', name: 'abc.webp' });
    expect(parsePublicObjectUrl('/uploads/team/a.png')).toBeNull();
  });

  it('renderUrl points storage images at the render endpoint and leaves other URLs alone', () => {
    expect(renderUrl('http://h/storage/v1/object/public/gallery/a.jpg', { width: 300, height: 300 })).toBe(
      'http://h/storage/v1/render/image/public/gallery/a.jpg?width=300&height=300&resize=cover',
    );
    expect(renderUrl('blob:http://h/123', { width: 300, height: 300 })).toBe('blob:http://h/123');
    expect(renderUrl('/uploads/a.png', { width: 10 })).toBe('/uploads/a.png');
  });
});

describe('prepareImage re-encodes at the fitted size', () => {
  function stubCanvas(producedType: (wanted: string) => string) {
    const drawn: Array<{ width: number; height: number; canvas: [number, number] }> = [];
    const encoded: Array<{ type: string; quality?: number }> = [];
    class FakeOffscreenCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return {
          drawImage: (_bitmap: unknown, _x: number, _y: number, width: number, height: number) =>
            drawn.push({ width, height, canvas: [this.width, this.height] }),
        };
      }
      async convertToBlob(options: { type: string; quality?: number }) {
        encoded.push(options);
        return new Blob(['encoded'], { type: producedType(options.type) });
      }
    }
    const closed: unknown[] = [];
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    vi.stubGlobal('createImageBitmap', async () => {
      const bitmap = { width: 4032, height: 3024, close: () => closed.push(bitmap) };
      return bitmap;
    });
    return { drawn, encoded, closed };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('a large JPEG becomes a 2560 px JPEG at quality 0.9 (new bytes: no EXIF)', async () => {
    const { drawn, encoded, closed } = stubCanvas((type) => type);
    const original = new File(['exif+pixels'], 'IMG_0001.JPG', { type: 'image/jpeg' });
    const prepared = await prepareImage(original);
    expect(drawn).toEqual([{ width: 2560, height: 1920, canvas: [2560, 1920] }]);
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: 0.9 }]);
    expect(prepared.extension).toBe('jpg');
    expect(prepared.blob).not.toBe(original);
    expect(prepared.blob.size).toBe('encoded'.length);
    expect(prepared.blob.type).toBe('image/jpeg');
    expect(closed).toHaveLength(1);
  });

  it('a PNG becomes WebP, or PNG with a matching extension where WebP cannot be encoded', async () => {
    stubCanvas((type) => type);
    expect((await prepareImage(new File(['x'], 'a.png', { type: 'image/png' }))).extension).toBe('webp');
    vi.unstubAllGlobals();
    stubCanvas(() => 'image/png');
    expect((await prepareImage(new File(['x'], 'a.png', { type: 'image/png' }))).extension).toBe('png');
  });
});
