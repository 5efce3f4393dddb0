/** Pure rules of the offer form and card (SPEC.md sections 5 and 9). */

/** Offer card images are laid out for this width. */
export const CARD_IMAGE_WIDTH = 384;
/** Height of the image area until the images' sizes are known (4:3 at the card width). */
export const DEFAULT_IMAGE_HEIGHT = 288;

/**
 * A price typed into the form as a number; anything non-numeric counts as 0. A decimal comma
 * ("12,50") is read like a decimal point, since staff type German numbers.
 */
export function parsePrice(input: string): number {
  const text = input.trim();
  const normalised = text.includes(',') && !text.includes('.') ? text.replace(',', '.') : text;
  const value = Number.parseFloat(normalised);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The discount in whole percent: round((original - sale) / original * 100), or null when either
 * price is 0 (then the discount typed by hand stays).
 */
export function discountPercent(originalPrice: number, salePrice: number): number | null {
  if (originalPrice === 0 || salePrice === 0) return null;
  return Math.round(((originalPrice - salePrice) / originalPrice) * 100);
}

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
