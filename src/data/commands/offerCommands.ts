import { db } from '../db/database';
import { blobKey, rowKey } from '../db/outboxEntry';
import type { PreparedImage } from '../images/preparedImage';
import { OFFER_IMAGES_BUCKET } from '../images/storageUrls';
import type { Offer, OfferInput } from '../rows';
import { applyAndEnqueue, nowIso, planUpload } from './enqueue';

async function requireOffer(id: string): Promise<Offer> {
  const offer = await db.offers.get(id);
  if (!offer) throw new Error(`Angebot ${id} ist auf diesem Gerät nicht vorhanden.`);
  return offer;
}

function inputValues(input: OfferInput): OfferInput {
  return {
    name: input.name,
    manufacturer: input.manufacturer,
    info: input.info,
    original_price: input.original_price,
    sale_price: input.sale_price,
    discount: input.discount,
  };
}

/** Creates an offer at the end of the list; returns its (device-generated) id. */
export async function createOffer(input: OfferInput, files: PreparedImage[]): Promise<string> {
  const id = crypto.randomUUID();
  const uploads = files.map((file) => planUpload(OFFER_IMAGES_BUCKET, file));
  const last = await db.offers.orderBy('display_order').last();
  const now = nowIso();
  const values = { ...inputValues(input), images: uploads.map((upload) => upload.url) };
  // display_order is left to the server's identity sequence (end of the list); locally the
  // offer goes last until the pull brings the server's number.
  const row: Offer = { id, ...values, display_order: (last?.display_order ?? 0) + 1, created_at: now, updated_at: now };
  await applyAndEnqueue(uploads, [
    {
      payload: { kind: 'insert', table: 'offers', rows: [{ id, ...values }] },
      rowKeys: [rowKey('offers', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'offers', id, row: null }],
      after: [{ table: 'offers', id, row }],
    },
  ]);
  return id;
}

/** Saves the form; the offer's images become the kept ones followed by the new files. */
export async function updateOffer(id: string, input: OfferInput, keptImages: string[], newFiles: PreparedImage[]): Promise<void> {
  const current = await requireOffer(id);
  const uploads = newFiles.map((file) => planUpload(OFFER_IMAGES_BUCKET, file));
  const values = { ...inputValues(input), images: [...keptImages, ...uploads.map((upload) => upload.url)] };
  await applyAndEnqueue(uploads, [
    {
      payload: { kind: 'update', table: 'offers', id, values, baseUpdatedAt: current.updated_at },
      rowKeys: [rowKey('offers', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'offers', id, row: current }],
      after: [{ table: 'offers', id, row: { ...current, ...values } }],
    },
  ]);
}

export async function deleteOffer(id: string): Promise<void> {
  const current = await requireOffer(id);
  await applyAndEnqueue([], [
    {
      payload: { kind: 'delete', table: 'offers', id },
      rowKeys: [rowKey('offers', id)],
      before: [{ table: 'offers', id, row: current }],
      after: [{ table: 'offers', id, row: null }],
    },
  ]);
}

/**
 * Swaps the offer with its neighbour in the Dexie order. At either end nothing is queued. The
 * server applies the move through move_offer (one atomic call, idempotent per operation id).
 */
export async function moveOffer(id: string, direction: 'up' | 'down'): Promise<'moved' | 'at_top' | 'at_bottom'> {
  const ordered = await db.offers.orderBy('display_order').toArray();
  const index = ordered.findIndex((offer) => offer.id === id);
  if (index < 0) throw new Error(`Angebot ${id} ist auf diesem Gerät nicht vorhanden.`);
  const neighbour = ordered[direction === 'up' ? index - 1 : index + 1];
  if (!neighbour) return direction === 'up' ? 'at_top' : 'at_bottom';
  const current = ordered[index] as Offer;
  await applyAndEnqueue([], [
    {
      payload: { kind: 'move', id, direction },
      rowKeys: [rowKey('offers', current.id), rowKey('offers', neighbour.id)],
      before: [
        { table: 'offers', id: current.id, row: current },
        { table: 'offers', id: neighbour.id, row: neighbour },
      ],
      after: [
        { table: 'offers', id: current.id, row: { ...current, display_order: neighbour.display_order } },
        { table: 'offers', id: neighbour.id, row: { ...neighbour, display_order: current.display_order } },
      ],
    },
  ]);
  return 'moved';
}
