// Entry module: the sale page's offers, read from the device, and the staff's offer edits.
export { useOffers } from './hooks/useOffers';
export { createOffer, updateOffer, deleteOffer, moveOffer } from './commands/offerCommands';
export { checkOfferDraft, liveDiscount, offerDraft, type OfferDraft, type OfferField } from './input/offerInput';
