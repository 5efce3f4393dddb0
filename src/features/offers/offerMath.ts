/**
 * Pure rules of the offer card (SPEC.md sections 2 and 9). The form's rules (prices, discount)
 * live in the offer input model, src/data/input/offerInput.ts.
 */

import { offerSizes } from '../../content/offers';
import type { Offer } from '../../data/rows';

/** Offer card images are laid out for this width. */
export const CARD_IMAGE_WIDTH = offerSizes.cardImageWidth;
/** Height of the image area until the images' sizes are known (4:3 at the card width). */
export const DEFAULT_IMAGE_HEIGHT = 288;

export interface NaturalSize {
  width: number;
  height: number;
}

/** Height of the image area: the tallest image when scaled to `width` (SPEC.md section 2). */
export function imageAreaHeight(sizes: NaturalSize[], width = CARD_IMAGE_WIDTH): number | null {
  const heights = sizes.filter((size) => size.width > 0 && size.height > 0).map((size) => (size.height * width) / size.width);
  if (heights.length === 0) return null;
  return Math.round(Math.max(...heights));
}

/** What a card shows of an offer's prices; null: not shown. */
export interface ShownPrices {
  original: number | null;
  sale: number | null;
  discount: number | null;
}

/**
 * A price left empty or not a number is saved as 0 (SPEC.md section 5); a visitor never sees it as
 * "0,00 €": no UVP line without a UVP, 'Preis auf Anfrage' without a sale price, and the discount
 * only beside the two prices it is the difference of.
 */
export function shownPrices(offer: Pick<Offer, 'original_price' | 'sale_price' | 'discount'>): ShownPrices {
  const original = offer.original_price > 0 ? offer.original_price : null;
  const sale = offer.sale_price > 0 ? offer.sale_price : null;
  const discounted = original !== null && sale !== null && sale < original && offer.discount > 0;
  return { original, sale, discount: discounted ? offer.discount : null };
}
