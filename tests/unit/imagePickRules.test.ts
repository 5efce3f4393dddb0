import { describe, expect, it } from 'vitest';
import { acceptPicked, isImageFile, withinUploadLimit } from '../../src/data/images/imagePickRules';

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('upload limit (SPEC.md section 5)', () => {
  it('allows existing plus new up to maxFiles, not beyond; no limit without maxFiles', () => {
    expect(withinUploadLimit(0, 10, 10)).toBe(true);
    expect(withinUploadLimit(0, 11, 10)).toBe(false);
    expect(withinUploadLimit(18, 2, 20)).toBe(true);
    expect(withinUploadLimit(18, 3, 20)).toBe(false);
    expect(withinUploadLimit(1, 1, 1)).toBe(false);
    expect(withinUploadLimit(0, 1, 1)).toBe(true);
    expect(withinUploadLimit(500, 500, undefined)).toBe(true);
  });

  it('refuses a whole batch that would exceed the limit with the spec texts', () => {
    const outcome = acceptPicked([image('b.jpg'), image('c.jpg')], { existingCount: 19, maxFiles: 20 });
    expect(outcome.images).toEqual([]);
    expect(outcome.error).toEqual({ title: 'Zu viele Dateien', description: 'Sie können maximal 20 Bilder hochladen' });
  });

  it('accepts a batch within the limit', () => {
    const b = image('b.jpg');
    expect(acceptPicked([b], { existingCount: 1, maxFiles: 10 })).toEqual({ images: [b], error: null });
  });

  it('drops non-image files and says so, keeping the images of the same batch', () => {
    const pdf = new File(['x'], 'rechnung.pdf', { type: 'application/pdf' });
    const photo = image('foto.jpg');
    const outcome = acceptPicked([pdf, photo], { existingCount: 0, maxFiles: 10 });
    expect(outcome.images).toEqual([photo]);
    expect(outcome.error?.description).toContain('rechnung.pdf');
  });

  it('refuses an SVG as a format it does not take, not as a damaged image, by type or by name', () => {
    for (const svg of [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), new File(['<svg/>'], 'logo.svg')]) {
      const outcome = acceptPicked([svg, image('foto.jpg')], { existingCount: 0, maxFiles: 10 });
      expect(outcome.images.map((file) => file.name)).toEqual(['foto.jpg']);
      expect(outcome.error).toEqual({ title: 'Format nicht unterstützt', description: '„logo.svg“ ist eine Vektorgrafik (SVG) und wurde nicht übernommen. Bitte als JPG, PNG oder WebP speichern.' });
    }
  });

  it('counts only images against the limit', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(acceptPicked([pdf, image('b.png')], { existingCount: 0, maxFiles: 1 }).images).toHaveLength(1);
  });

  it('recognises images by type, or by extension when the type is missing', () => {
    expect(isImageFile(new File(['x'], 'a', { type: 'image/webp' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.HEIC'))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.txt'))).toBe(false);
    expect(isImageFile(new File(['x'], 'a.png', { type: 'text/plain' }))).toBe(false);
  });
});
