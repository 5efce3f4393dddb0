import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer } from '../../../src/data/commands/offerCommands.ts';
import { db } from '../../../src/data/db/database.ts';
import { checkAlbumInput } from '../../../src/data/input/albumInput.ts';
import { checkImageDetails, checkNewImageRow } from '../../../src/data/input/imageInput.ts';
import { checkOfferDraft, checkOfferInput } from '../../../src/data/input/offerInput.ts';
import { TEXT_LIMITS } from '../../../src/data/input/textLimits.ts';
import type { Checked } from '../../../src/data/input/fieldErrors.ts';
import type { OfferInput } from '../../../src/data/rows.ts';
import type { WichtreyClient } from '../../../src/data/supabaseClient.ts';
import type { LocalStack } from '../../../supabase/local/index.ts';
import { makeClient, staffSignIn, startDataStack, wire } from '../../support/sync/dataStack.ts';

// The input models against the real database (migrations, checks, RLS) as the seeded staff
// user: whatever a model accepts is stored exactly as the model says, and every value a model
// refuses, sent as it is, is refused by the database too. So the two cannot drift apart: the
// lengths come from TEXT_LIMITS, so a model limit above the database's fails the first kind of
// test and one below it fails the second.
let stack: LocalStack;
let staff: WichtreyClient;
let service: WichtreyClient;

beforeAll(async () => {
  stack = await startDataStack();
  staff = await staffSignIn(stack);
  service = makeClient(stack, stack.serviceRoleKey);
});

afterAll(async () => {
  await stack?.close();
});

function accepted<Value>(checked: Checked<Value, string>): Value {
  if (!checked.ok) throw new Error(`the model refused: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

const text = (char: string, length: number) => char.repeat(length);
const base: OfferInput = { name: 'Grenzfall', manufacturer: null, info: null, original_price: 0, sale_price: 0, discount: 0 };

/** Database errors that mean "this content is not allowed" (check, numeric overflow, not null, bad integer). */
const CONTENT_ERRORS = ['23514', '22003', '23502', '22P02'];

describe('offers', () => {
  const acceptedOffers: [label: string, input: OfferInput][] = [
    ['name of 200 characters', { ...base, name: text('N', TEXT_LIMITS.offerName) }],
    ['name of 200 emoji (400 UTF-16 units)', { ...base, name: text('🛋', TEXT_LIMITS.offerName) }],
    ['manufacturer of 200 characters', { ...base, manufacturer: text('ä', TEXT_LIMITS.offerManufacturer) }],
    ['info of 5000 characters with line breaks', { ...base, info: `${text('ß', 2498)}\n\n${text('x', TEXT_LIMITS.offerInfo - 2498 - 2)}` }],
    ['highest prices', { ...base, original_price: 9_999_999_999.99, sale_price: 9_999_999_999.99 }],
    ['a price that rounds down to the highest', { ...base, original_price: 9_999_999_999.994 }],
    ['prices rounded to cents as Postgres rounds', { ...base, original_price: 1.005, sale_price: 0.995 }],
    ['three decimals', { ...base, original_price: 12.345, sale_price: 12.344 }],
    ['a negative price that rounds to 0', { ...base, original_price: -0.004 }],
    ['discount 0 with one price 0', { ...base, original_price: 100, discount: 0 }],
    ['discount 100 with one price 0', { ...base, sale_price: 50, discount: 100 }],
    ['computed discount for German prices', accepted(checkOfferDraft({ name: 'Ecksofa', manufacturer: '', info: '', originalPrice: '1.290,00', salePrice: '990,00', discount: '' }))],
    ['text with NUL and a lone surrogate', { ...base, name: 'Sofa\u0000 \ud83d', info: '\u0000' }],
  ];

  it.each(acceptedOffers)('stores what the model accepts: %s (insert and update)', async (_label, input) => {
    const value = accepted(checkOfferInput(input));
    const inserted = await staff.from('offers').insert(value).select('name, manufacturer, info, original_price, sale_price, discount').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual(value);

    const { data: other } = await staff.from('offers').insert({ name: 'Vorher' }).select('id').single();
    const updated = await staff.from('offers').update(value).eq('id', other!.id).select('name, manufacturer, info, original_price, sale_price, discount').single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual(value);
  });

  const refusedOffers: [check: string, field: keyof OfferInput, input: OfferInput][] = [
    ['offers_name_not_blank', 'name', { ...base, name: '' }],
    ['offers_name_not_blank', 'name', { ...base, name: '   ' }],
    ['offers_name_length', 'name', { ...base, name: text('N', TEXT_LIMITS.offerName + 1) }],
    ['offers_name_length (emoji)', 'name', { ...base, name: text('🛋', TEXT_LIMITS.offerName + 1) }],
    ['offers_manufacturer_length', 'manufacturer', { ...base, manufacturer: text('m', TEXT_LIMITS.offerManufacturer + 1) }],
    ['offers_info_length', 'info', { ...base, info: text('i', TEXT_LIMITS.offerInfo + 1) }],
    ['offers_original_price_not_negative', 'original_price', { ...base, original_price: -0.01 }],
    ['offers_sale_price_not_negative', 'sale_price', { ...base, sale_price: -1 }],
    ['numeric(12, 2) overflow', 'original_price', { ...base, original_price: 10_000_000_000 }],
    ['numeric(12, 2) overflow after rounding', 'sale_price', { ...base, sale_price: 9_999_999_999.995 }],
    ['not null price (NaN goes out as null)', 'original_price', { ...base, original_price: Number.NaN }],
    ['offers_discount_percent', 'discount', { ...base, discount: -1 }],
    ['offers_discount_percent', 'discount', { ...base, discount: 101 }],
    ['integer discount', 'discount', { ...base, discount: 12.5 }],
    // What the old form sent for a sale price above the original: SPEC's formula gives -30 %.
    ['sale above original (its discount is negative)', 'sale_price', { ...base, original_price: 990, sale_price: 1290, discount: -30 }],
  ];

  it.each(refusedOffers)('the model and the database both refuse %s (%s)', async (_check, field, input) => {
    const checked = checkOfferInput(input);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors).toHaveProperty(field);

    const inserted = await staff.from('offers').insert(input).select('id');
    expect(inserted.data).toBeNull();
    expect(CONTENT_ERRORS).toContain(inserted.error?.code);

    const { data: other } = await staff.from('offers').insert({ name: 'Unverändert' }).select('*').single();
    const updated = await staff.from('offers').update(input).eq('id', other!.id).select('id');
    expect(CONTENT_ERRORS).toContain(updated.error?.code);
    const { data: after } = await service.from('offers').select('*').eq('id', other!.id).single();
    expect(after).toEqual(other);
  });

  it('through the command and the sync engine, the device row equals the server row', async () => {
    const wired = await wire(staff);
    const input = accepted(checkOfferDraft({ name: ' Recamiere ', manufacturer: 'Polsterwerk', info: '', originalPrice: '2.890', salePrice: '2.190,00', discount: '' }));
    // The form takes no price finer than a cent; a command given one rounds it as the server does.
    const { id } = await createOffer({ ...input, original_price: 2890.001, sale_price: 2190.004 }, []);
    await wired.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    const { data: row } = await service.from('offers').select('*').eq('id', id).single();
    expect(row).toMatchObject({ name: 'Recamiere', manufacturer: 'Polsterwerk', info: null, original_price: 2890, sale_price: 2190, discount: 24 });
    expect(await db.offers.get(id)).toEqual(row);
  });
});

describe('albums', () => {
  const acceptedAlbums: [label: string, input: { title: string; description: string | null }][] = [
    ['title of 200 characters', { title: text('T', TEXT_LIMITS.albumTitle), description: null }],
    ['description of 2000 characters', { title: 'Album', description: text('d', TEXT_LIMITS.albumDescription) }],
    ['blank description (stored as null)', { title: ' Album ', description: '   ' }],
  ];

  it.each(acceptedAlbums)('stores what the model accepts: %s', async (_label, input) => {
    const value = accepted(checkAlbumInput(input));
    const inserted = await staff.from('albums').insert(value).select('title, description').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual(value);
  });

  const refusedAlbums: [check: string, field: string, input: { title: string; description: string | null }][] = [
    ['albums_title_not_blank', 'title', { title: '', description: null }],
    ['albums_title_not_blank', 'title', { title: '   ', description: null }],
    ['albums_title_length', 'title', { title: text('T', TEXT_LIMITS.albumTitle + 1), description: null }],
    ['albums_description_length', 'description', { title: 'Album', description: text('d', TEXT_LIMITS.albumDescription + 1) }],
  ];

  it.each(refusedAlbums)('the model and the database both refuse %s (%s)', async (_check, field, input) => {
    const checked = checkAlbumInput(input);
    expect(checked.ok ? {} : checked.errors).toHaveProperty(field);
    const inserted = await staff.from('albums').insert(input).select('id');
    expect(CONTENT_ERRORS).toContain(inserted.error?.code);
    const { data: album } = await staff.from('albums').insert({ title: 'Unverändert' }).select('id').single();
    const updated = await staff.from('albums').update(input).eq('id', album!.id).select('id');
    expect(CONTENT_ERRORS).toContain(updated.error?.code);
  });
});

describe('gallery images', () => {
  let albumId: string;
  beforeAll(async () => {
    const { data } = await staff.from('albums').insert({ title: 'Bilder-Grenzfälle' }).select('id').single();
    albumId = data!.id;
  });

  // An album's images hold distinct positions (unique per album).
  let position = 0;
  async function newImage(): Promise<string> {
    position += 1;
    const row = accepted(checkNewImageRow({ image_url: `${stack.url}/storage/v1/object/public/gallery/${crypto.randomUUID()}.png`, order_index: position }));
    const { data, error } = await staff.from('gallery_images').insert({ album_id: albumId, ...row }).select('id').single();
    expect(error).toBeNull();
    return data!.id;
  }

  const acceptedDetails: [label: string, input: { title: string | null; description: string | null }][] = [
    ['title of 200 characters', { title: text('T', TEXT_LIMITS.imageTitle), description: null }],
    ['description of 2000 characters', { title: null, description: text('d', TEXT_LIMITS.imageDescription) }],
  ];

  it.each(acceptedDetails)('stores details the model accepts: %s', async (_label, input) => {
    const value = accepted(checkImageDetails(input));
    const updated = await staff.from('gallery_images').update(value).eq('id', await newImage()).select('title, description').single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual(value);
  });

  const refusedDetails: [check: string, field: string, input: { title: string | null; description: string | null }][] = [
    ['gallery_images_title_length', 'title', { title: text('T', TEXT_LIMITS.imageTitle + 1), description: null }],
    ['gallery_images_description_length', 'description', { title: null, description: text('d', TEXT_LIMITS.imageDescription + 1) }],
  ];

  it.each(refusedDetails)('the model and the database both refuse %s (%s)', async (_check, field, input) => {
    const checked = checkImageDetails(input);
    expect(checked.ok ? {} : checked.errors).toHaveProperty(field);
    const updated = await staff.from('gallery_images').update(input).eq('id', await newImage()).select('id');
    expect(CONTENT_ERRORS).toContain(updated.error?.code);
  });

  const refusedRows: [check: string, field: string, row: { image_url: string; order_index: number }][] = [
    ['gallery_images_image_url_not_blank', 'image_url', { image_url: '', order_index: 0 }],
    ['gallery_images_image_url_not_blank', 'image_url', { image_url: '  ', order_index: 0 }],
    ['gallery_images_order_index_not_negative', 'order_index', { image_url: 'https://example.com/a.png', order_index: -1 }],
    ['integer order_index', 'order_index', { image_url: 'https://example.com/a.png', order_index: 1.5 }],
  ];

  it.each(refusedRows)('the model and the database both refuse a new row: %s (%s)', async (_check, field, row) => {
    const checked = checkNewImageRow(row);
    expect(checked.ok ? {} : checked.errors).toHaveProperty(field);
    const inserted = await staff.from('gallery_images').insert({ album_id: albumId, ...row }).select('id');
    expect(CONTENT_ERRORS).toContain(inserted.error?.code);
  });
});
