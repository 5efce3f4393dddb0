// Entry module (staff only, loaded on demand): the offers' edits and the checks of their form.
export { createOffer, updateOffer, deleteOffer, moveOffer } from './commands/offerCommands';
export { checkOfferDraft, liveDiscount, offerDraft, saleAboveOriginal, type OfferDraft, type OfferField } from './input/offerInput';
