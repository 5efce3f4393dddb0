import { describe, expect, it } from 'vitest';
import { checkAlbumInput } from '../../../src/data/input/albumInput';
import { checkImageDetails, checkNewImageRow } from '../../../src/data/input/imageInput';

describe('album input model against each database check', () => {
  it('albums_title_not_blank: refuses "" and "   "', () => {
    for (const title of ['', '   ']) expect(checkAlbumInput({ title, description: null })).toEqual({ ok: false, errors: { title: 'Bitte geben Sie einen Titel ein.' } });
  });

  it('albums_title_length: refuses 201 characters, accepts 200', () => {
    expect(checkAlbumInput({ title: 't'.repeat(201), description: null })).toEqual({ ok: false, errors: { title: 'Bitte höchstens 200 Zeichen eingeben (jetzt 201).' } });
    expect(checkAlbumInput({ title: 't'.repeat(200), description: null }).ok).toBe(true);
  });

  it('albums_description_length: refuses 2001 characters, accepts 2000', () => {
    expect(checkAlbumInput({ title: 'A', description: 'd'.repeat(2001) })).toEqual({ ok: false, errors: { description: 'Bitte höchstens 2.000 Zeichen eingeben (jetzt 2.001).' } });
    expect(checkAlbumInput({ title: 'A', description: 'd'.repeat(2000) }).ok).toBe(true);
  });

  it('stores trimmed texts and an empty description as null', () => {
    expect(checkAlbumInput({ title: '  Wintergarten ', description: '  ' })).toEqual({ ok: true, value: { title: 'Wintergarten', description: null } });
  });
});

describe('gallery image input model against each database check', () => {
  it('gallery_images_title_length: refuses 201 characters, accepts 200', () => {
    expect(checkImageDetails({ title: 't'.repeat(201), description: null })).toEqual({ ok: false, errors: { title: 'Bitte höchstens 200 Zeichen eingeben (jetzt 201).' } });
    expect(checkImageDetails({ title: 't'.repeat(200), description: null }).ok).toBe(true);
  });

  it('gallery_images_description_length: refuses 2001 characters, accepts 2000', () => {
    expect(checkImageDetails({ title: null, description: 'd'.repeat(2001) })).toEqual({ ok: false, errors: { description: 'Bitte höchstens 2.000 Zeichen eingeben (jetzt 2.001).' } });
    expect(checkImageDetails({ title: null, description: 'd'.repeat(2000) }).ok).toBe(true);
  });

  it('stores empty details as null', () => {
    expect(checkImageDetails({ title: ' ', description: '' })).toEqual({ ok: true, value: { title: null, description: null } });
  });

  it('gallery_images_image_url_not_blank: refuses "" and "  "', () => {
    for (const image_url of ['', '  ']) expect(checkNewImageRow({ image_url, order_index: 0 })).toEqual({ ok: false, errors: { image_url: 'Die Bildadresse fehlt.' } });
  });

  it('gallery_images_order_index_not_negative (integer): refuses -1 and 1.5', () => {
    for (const order_index of [-1, 1.5]) expect(checkNewImageRow({ image_url: 'https://x/y.png', order_index }).ok).toBe(false);
    expect(checkNewImageRow({ image_url: 'https://x/y.png', order_index: 0 }).ok).toBe(true);
  });
});
