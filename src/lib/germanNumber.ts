/**
 * Numbers as German staff type them, and back.
 *
 * Reading rules (what a German reader means):
 * - "," is the decimal comma: "12,5" = 12.5, "1290,5" = 1290.5, "1,290" = 1.29.
 * - "." and spaces (also no-break and narrow no-break spaces) group thousands: "1.290" = 1290,
 *   "2.890,50" = 2890.5, "1 290" = 1290. Groups after the first have exactly three digits.
 * - A single "." followed by one or two digits is a decimal point, as on a calculator:
 *   "12.50" = 12.5.
 * - When both "," and "." occur, the last one is the decimal separator ("1,290.50" = 1290.5).
 * - "€", "EUR" or "Euro" before or after the number, and a trailing ",-" (German for ",00"),
 *   are allowed: "€ 1.290", "1.290 €", "1.290,-".
 * - A leading "-" or "−" makes the number negative (callers decide whether that is allowed).
 *
 * Input without any digit is `empty` (SPEC.md: non-numeric input counts as 0; the caller decides).
 * Input with digits that fits none of the rules ("1,2,3", "12abc", "1.2.3", "1234.567", "12 5")
 * is `invalid`: guessing what was meant could store a price a hundred times off, so the form asks
 * instead.
 */
/** `decimals`: how many digits were typed after the decimal separator ("2,890" has 3). */
export type GermanNumber = { kind: 'number'; value: number; decimals: number } | { kind: 'empty' } | { kind: 'invalid' };

const CURRENCY_BEFORE = /^(?:€|eur|euro)\s*/i;
const CURRENCY_AFTER = /\s*(?:€|eur|euro)$/i;
/** ",-" / ",–" / ",--": whole euros. */
const WHOLE_EUROS = /,[-–—]{1,2}$/;
const SIGN = /^[-−+]/;
/** Thousands grouped by spaces: "1 290", "12 345 678,90". */
const SPACE_GROUPED = /^\d{1,3}(?:\s\d{3})+(?:[.,]\d*)?$/;

const INVALID: GermanNumber = { kind: 'invalid' };

export function parseGermanNumber(input: string): GermanNumber {
  if (!/\d/.test(input)) return { kind: 'empty' };
  let text = input.trim().replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '').replace(WHOLE_EUROS, '');
  let negative = false;
  const sign = SIGN.exec(text);
  if (sign) {
    negative = sign[0] !== '+';
    text = text.slice(1).trim();
  }
  if (/\s/.test(text)) {
    if (!SPACE_GROUPED.test(text)) return INVALID;
    text = text.replace(/\s/g, '');
  }
  if (!/^[\d.,]+$/.test(text)) return INVALID;
  const parts = splitDecimal(text);
  if (!parts) return INVALID;
  const digits = `${parts.integer || '0'}${parts.fraction ? `.${parts.fraction}` : ''}`;
  const value = Number(digits);
  return { kind: 'number', value: negative && value !== 0 ? -value : value, decimals: parts.fraction.length };
}

/**
 * Whether a number was read with a point for the decimal comma ("12.5", "1,290.50"): the reading a
 * calculator gives, which a German reader may not have meant, so the form says how it read it.
 */
export function readsPointAsDecimal(input: string): boolean {
  const parsed = parseGermanNumber(input);
  if (parsed.kind !== 'number' || parsed.decimals === 0) return false;
  const separators = input.replace(/[^.,]/g, '');
  return separators.at(-1) === '.';
}

interface DecimalParts {
  integer: string;
  fraction: string;
}

/** Splits "1.290,50" into integer digits "1290" and fraction digits "50"; null when malformed. */
function splitDecimal(text: string): DecimalParts | null {
  const commas = count(text, ',');
  const dots = count(text, '.');
  if (commas > 0 && dots > 0) {
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    const at = text.lastIndexOf(decimal);
    if (count(text, decimal) !== 1) return null;
    const integer = ungroup(text.slice(0, at), grouping);
    const fraction = text.slice(at + 1);
    return integer !== null && /^\d*$/.test(fraction) ? { integer, fraction } : null;
  }
  if (commas > 1) return null;
  if (commas === 1) {
    const [integer = '', fraction = ''] = text.split(',');
    return { integer, fraction };
  }
  if (dots > 1) {
    const integer = ungroup(text, '.');
    return integer === null ? null : { integer, fraction: '' };
  }
  if (dots === 1) {
    // "2.890": thousands; "12.50", "12.5", "12.": a decimal point; anything else is unclear.
    if (/^[1-9]\d{0,2}\.\d{3}$/.test(text)) return { integer: text.replace('.', ''), fraction: '' };
    const decimal = /^(\d*)\.(\d{0,2})$/.exec(text);
    return decimal ? { integer: decimal[1] ?? '', fraction: decimal[2] ?? '' } : null;
  }
  return { integer: text, fraction: '' };
}

/** "1.290.000" grouped by `separator` -> "1290000"; null unless the groups are 1-3 digits then threes. */
function ungroup(text: string, separator: string): string | null {
  if (!text.includes(separator)) return /^\d*$/.test(text) ? text : null;
  const groups = text.split(separator);
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join('');
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

const formatters = new Map<number, Intl.NumberFormat>();

/** A number as German readers write it, with exactly `decimals` decimals: 1290 -> "1.290,00". */
export function formatGermanNumber(value: number, decimals = 2): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}
