import { describe, expect, it } from 'vitest';
import { authText } from '../../src/content/auth';
import { plural } from '../../src/content/countText';
import { albumText, galleryText } from '../../src/content/gallery';
import { offlineCopyText } from '../../src/content/offlineCopies';
import { syncText } from '../../src/content/sync';
import { uploadText } from '../../src/content/upload';

/** Every text that says how many of something there are: what it says for one and for many. */
const countTexts: Record<string, { text: (count: number) => string; one: string; many: string }> = {
  'upload success': { text: galleryText.toast.imagesAdded, one: '1 Bild erfolgreich', many: '1.234 Bilder erfolgreich' },
  'upload queued': { text: galleryText.toast.imagesQueued, one: '1 Bild wird', many: '1.234 Bilder werden' },
  'upload waiting': { text: galleryText.toast.imagesWaiting, one: '1 Bild wartet', many: '1.234 Bilder warten' },
  'upload button': { text: albumText.addImagesDialog.upload, one: '1 Bild hochladen', many: '1.234 Bilder hochladen' },
  'too many files': { text: (count) => uploadText.tooManyFiles(count).description, one: 'maximal 1 Bild hochladen', many: 'maximal 1.234 Bilder hochladen' },
  'waiting edits': { text: syncText.pending, one: '1 Änderung wartet', many: '1.234 Änderungen warten' },
  'waiting edits, short': { text: syncText.pendingShort, one: '1', many: '1.234' },
  problems: { text: syncText.problems, one: '1 Problem', many: '1.234 Probleme' },
  'failed attempts': { text: syncText.stalledText, one: '1 Versuch ist fehlgeschlagen', many: '1.234 Versuche sind fehlgeschlagen' },
  'dependent edits': { text: syncText.dependents, one: 'Eine spätere Änderung hängt', many: '1.234 spätere Änderungen hängen' },
  'images in a conflict': { text: syncText.conflictTable.images, one: '1 Bild', many: '1.234 Bilder' },
  'new images in an album': {
    text: (count) => syncText.describeEdit({ kind: 'insert', table: 'gallery_images', label: null, count }),
    one: 'Neues Bild im Album',
    many: '1.234 neue Bilder im Album',
  },
  'offline copy size': { text: offlineCopyText.images, one: '1 Bild', many: '1.234 Bilder' },
  'offline copy failures': { text: offlineCopyText.failed, one: '1 Bild konnte nicht', many: '1.234 Bilder konnten nicht' },
  'offline copy progress': { text: (count) => offlineCopyText.saving(count, count), one: '1 von 1', many: '1.234 von 1.234' },
  'sign in again': { text: authText.signInAgainText, one: 'Eine Änderung wartet auf diesem Gerät und wird gesendet', many: '1.234 Änderungen warten auf diesem Gerät und werden gesendet' },
};

describe('count texts in German', () => {
  it.each(Object.entries(countTexts))('%s: singular for one, plural with digit grouping for many', (_name, { text, one, many }) => {
    expect(text(1)).toContain(one);
    expect(text(1)).not.toMatch(/\b1 (Bilder|Änderungen|Probleme|Versuche)\b/);
    expect(text(1234)).toContain(many);
    expect(text(2)).toContain(many.replaceAll('1.234', '2'));
  });

  it('reads as people write it', () => {
    expect(galleryText.toast.imagesAdded(1)).toBe('1 Bild erfolgreich hochgeladen');
    expect(galleryText.toast.imagesAdded(3)).toBe('3 Bilder erfolgreich hochgeladen');
    expect(uploadText.tooManyFiles(1).description).toBe('Sie können maximal 1 Bild hochladen');
    expect(syncText.stalledText(1)).toMatch(/^1 Versuch ist fehlgeschlagen;/);
    expect(authText.signInAgainText(1)).toBe('Sie sind nicht mehr angemeldet. Eine Änderung wartet auf diesem Gerät und wird gesendet, sobald Sie wieder angemeldet sind.');
    expect(authText.signInAgainText(2)).toBe('Sie sind nicht mehr angemeldet. 2 Änderungen warten auf diesem Gerät und werden gesendet, sobald Sie wieder angemeldet sind.');
    expect(plural(0, '1 Bild', '# Bilder')).toBe('0 Bilder');
    // Before the album's images are counted: no '0 von 0' (it read as if there were none).
    expect(offlineCopyText.saving(0, 0)).toBe('Speichere Bilder …');
    expect(offlineCopyText.saving(0, 30)).toBe('Speichere Bilder … 0 von 30');
  });
});
