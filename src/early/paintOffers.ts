/** /early-offers.js, loaded by /sale only: paints the offer cards from the early read (paintHandoff.ts). */
import type { Offer } from '../data/rows';
import { offerCardsHtml } from '../features/offers/offerCardsHtml';
import { EARLY_REGIONS, registerEarlyPainter } from './paintHandoff';

registerEarlyPainter(EARLY_REGIONS.offers, (view) => offerCardsHtml(view as Offer[]));
