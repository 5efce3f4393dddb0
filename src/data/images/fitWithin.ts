/** Longest side of an uploaded image: enough for a full-screen view, far below camera sizes. */
export const MAX_IMAGE_SIDE = 2560;

/**
 * The size to encode an image at: unchanged when it fits, else scaled down proportionally so the
 * longer side is `maxSide` (never up, never below 1 px).
 */
export function fitWithin(width: number, height: number, maxSide: number = MAX_IMAGE_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new Error('Das Bild hat keine gültige Größe.');
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
