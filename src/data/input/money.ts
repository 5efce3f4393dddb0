/**
 * Prices as the database stores them: numeric(12, 2), i.e. whole cents below 10^10 euros.
 *
 * The server rounds the decimal it receives, and it receives `JSON.stringify(value)`: so the
 * rounding here works on that same decimal text, half away from zero like Postgres' numeric.
 * (Rounding the binary float instead would turn 1.005 into 1.00 where Postgres stores 1.01.)
 */
export const MAX_PRICE_CENTS = 999_999_999_999;

/** The value rounded to whole cents, as an integer; null for NaN and infinities. */
export function toCents(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const [mantissa = '0', exponentText] = String(Math.abs(value)).split('e');
  const exponent = Number(exponentText ?? 0);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  // Shift the decimal point by the exponent, in text.
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + 3, '0');
  const centsText = digits.slice(0, point + 2) || '0';
  const roundUp = Number(digits[point + 2]) >= 5;
  const cents = Number(centsText) + (roundUp ? 1 : 0);
  return value < 0 && cents !== 0 ? -cents : cents;
}

/** Cents back to euros: exactly the decimal the server stores (1290.5 for 129050). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * The discount in whole percent, round((original - sale) / original * 100), computed on cents in
 * integers so that x.5 always rounds up (floats would make some of them x.4999…).
 */
export function discountFromCents(originalCents: number, saleCents: number): number {
  return Math.floor((200 * (originalCents - saleCents) + originalCents) / (2 * originalCents));
}

/** Whether the discount follows from the prices (both non-zero, the sale price not above). */
export function discountIsDerived(originalCents: number, saleCents: number): boolean {
  return originalCents > 0 && saleCents > 0 && saleCents <= originalCents;
}
