/**
 * Pure rules of the offer card (SPEC.md sections 2 and 9). The form's rules (prices, discount)
 * live in the offer input model, src/data/input/offerInput.ts.
 */

import { offerSizes } from '../../content/offers';

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
