import { db } from '../db/database';
import { blobKey, rowKey } from '../db/outboxEntry';
import type { PreparedImage } from '../images/preparedImage';
import { OFFER_IMAGES_BUCKET } from '../images/storageUrls';
import { valueOrThrow } from '../input/fieldErrors';
import { checkOfferInput } from '../input/offerInput';
import type { Offer, OfferInput } from '../rows';
import { deletePayload, leaveDerivedDiscountToServer, updatePayload } from './editPayloads';
import { applyAndEnqueue, nowIso, planUpload, type SaveReceipt } from './enqueue';

async function requireOffer(id: string): Promise<Offer> {
  const offer = await db.offers.get(id);
  if (!offer) throw new Error(`Angebot ${id} ist auf diesem Gerät nicht vorhanden.`);
  return offer;
}

/**
 * The offer's columns as the server will store them (trimmed texts, prices in whole cents, the
 * discount SPEC.md computes), so the device's row equals the server's. Throws
 * InputRejectedError for input the database would refuse, before anything is applied or queued.
 */
function inputValues(input: OfferInput): OfferInput {
  return valueOrThrow('offer', checkOfferInput(input));
}

/** Creates an offer at the end of the list; returns its (device-generated) id and its batch. */
export async function createOffer(input: OfferInput, files: PreparedImage[]): Promise<SaveReceipt & { id: string }> {
  const checked = inputValues(input);
  const id = crypto.randomUUID();
  const uploads = files.map((file) => planUpload(OFFER_IMAGES_BUCKET, file));
  const last = await db.offers.orderBy('display_order').last();
  const now = nowIso();
  const values = { ...checked, images: uploads.map((upload) => upload.url) };
  // display_order is left to the server's identity sequence (end of the list); locally the
  // offer goes last until the pull brings the server's number.
  const row: Offer = { id, ...values, display_order: (last?.display_order ?? 0) + 1, created_at: now, updated_at: now };
  const receipt = await applyAndEnqueue(uploads, [
    {
      payload: { kind: 'insert', table: 'offers', rows: [{ id, ...values }] },
      rowKeys: [rowKey('offers', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'offers', id, row: null }],
      after: [{ table: 'offers', id, row }],
    },
  ]);
  return { ...receipt, id };
}

/**
 * Saves the form; the offer's images become the kept ones followed by the new files. `shown`: the
 * offer as the form showed it when it opened. Only fields the form changed from it are sent, so a
 * change that reached the device meanwhile (a pull) of a field the form left alone survives
 * (default: the offer as it is on the device now).
 */
export async function updateOffer(id: string, input: OfferInput, keptImages: string[], newFiles: PreparedImage[], shown?: Offer): Promise<SaveReceipt> {
  const checked = inputValues(input);
  const current = await requireOffer(id);
  const uploads = newFiles.map((file) => planUpload(OFFER_IMAGES_BUCKET, file));
  const values = { ...checked, images: [...keptImages, ...uploads.map((upload) => upload.url)] };
  const edit = updatePayload('offers', shown ?? current, values);
  return applyAndEnqueue(uploads, [
    {
      payload: leaveDerivedDiscountToServer(edit, shown ?? current),
      rowKeys: [rowKey('offers', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'offers', id, row: current }],
      // Shown with the discount the server will compute from the same prices.
      after: [{ table: 'offers', id, row: { ...current, ...edit.values } }],
    },
  ]);
}

export async function deleteOffer(id: string): Promise<SaveReceipt> {
  const current = await requireOffer(id);
  return applyAndEnqueue([], [
    {
      payload: deletePayload('offers', current),
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
export type MoveOutcome = ({ result: 'moved' } & SaveReceipt) | { result: 'at_top' | 'at_bottom' };

export async function moveOffer(id: string, direction: 'up' | 'down'): Promise<MoveOutcome> {
  const ordered = await db.offers.orderBy('display_order').toArray();
  const index = ordered.findIndex((offer) => offer.id === id);
  if (index < 0) throw new Error(`Angebot ${id} ist auf diesem Gerät nicht vorhanden.`);
  const neighbour = ordered[direction === 'up' ? index - 1 : index + 1];
  if (!neighbour) return { result: direction === 'up' ? 'at_top' : 'at_bottom' };
  const current = ordered[index] as Offer;
  const receipt = await applyAndEnqueue([], [
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
  return { result: 'moved', ...receipt };
}
