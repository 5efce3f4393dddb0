import { describe, expect, it } from 'vitest';
import { addPickedFiles, isImageFile, withinUploadLimit } from '../../../src/ui/ImagePicker';

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('upload limit (SPEC.md section 5)', () => {
  it('allows existing plus new up to maxFiles, not beyond', () => {
    expect(withinUploadLimit(0, 0, 10, 10)).toBe(true);
    expect(withinUploadLimit(0, 0, 11, 10)).toBe(false);
    expect(withinUploadLimit(15, 3, 2, 20)).toBe(true);
    expect(withinUploadLimit(15, 3, 3, 20)).toBe(false);
    expect(withinUploadLimit(1, 0, 1, 1)).toBe(false);
    expect(withinUploadLimit(0, 0, 1, 1)).toBe(true);
  });

  it('refuses a whole batch that would exceed the limit with the spec texts', () => {
    const selected = [image('a.jpg')];
    const outcome = addPickedFiles(selected, [image('b.jpg'), image('c.jpg')], { existingCount: 18, maxFiles: 20 });
    expect(outcome.files).toBe(selected);
    expect(outcome.error).toEqual({ title: 'Zu viele Dateien', description: 'Sie können maximal 20 Bilder hochladen' });
  });

  it('adds a batch within the limit after the files already selected', () => {
    const a = image('a.jpg');
    const b = image('b.jpg');
    const outcome = addPickedFiles([a], [b], { existingCount: 0, maxFiles: 10 });
    expect(outcome.files).toEqual([a, b]);
    expect(outcome.error).toBeNull();
  });

  it('drops non-image files and says so, keeping the images of the same batch', () => {
    const pdf = new File(['x'], 'rechnung.pdf', { type: 'application/pdf' });
    const photo = image('foto.jpg');
    const outcome = addPickedFiles([], [pdf, photo], { existingCount: 0, maxFiles: 10 });
    expect(outcome.files).toEqual([photo]);
    expect(outcome.error?.description).toContain('rechnung.pdf');
  });

  it('counts only images against the limit', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const outcome = addPickedFiles([], [pdf, image('b.png')], { existingCount: 0, maxFiles: 1 });
    expect(outcome.files).toHaveLength(1);
  });

  it('recognises images by type, or by extension when the type is missing', () => {
    expect(isImageFile(new File(['x'], 'a', { type: 'image/webp' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.HEIC'))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.txt'))).toBe(false);
    expect(isImageFile(new File(['x'], 'a.png', { type: 'text/plain' }))).toBe(false);
  });
});
