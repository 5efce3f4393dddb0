/**
 * Non-negative numbers written as `Intl.NumberFormat('de-DE')` writes them ("1.299,00"), without
 * building one: a page's first number format loads the locale's number data, 15–25 ms on a fast
 * machine and four times that on a slow phone, in the task that paints the first cards (issue 28).
 * Prices and counts are the only numbers on a visitor's first view; tests/unit/lib/germanDigits.test.ts
 * checks every form against Intl's own output. Returns null where Intl must answer instead
 * (negative, not finite, or beyond the plain decimal forms).
 */
export function germanDigits(value: number, fractionDigits: number): string | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  // Intl rounds the number's shortest decimal form, half away from zero.
  const shortest = String(value);
  if (shortest.includes('e')) return null;
  const [integer, fraction = ''] = shortest.split('.');
  const roundsUp = fraction.length > fractionDigits && fraction.charCodeAt(fractionDigits) >= 53; // '5'
  const scaled = BigInt(integer + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')) + (roundsUp ? 1n : 0n);
  const digits = scaled.toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits).replace(/\B(?=(\d{3})+$)/g, '.');
  return fractionDigits === 0 ? whole : `${whole},${digits.slice(digits.length - fractionDigits)}`;
}
