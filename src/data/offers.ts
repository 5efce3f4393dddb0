// Entry module: the offers as a visitor sees them. Staff edits are in offerEdits.ts.
export { useOffers } from './hooks/useOffers';
