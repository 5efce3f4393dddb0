import { germanDigits } from '../lib/germanDigits';

let rules: Intl.PluralRules | null = null;
let digits: Intl.NumberFormat | null = null;

/**
 * A count as Germans write it: 1.234. Its own formatter, not lib/germanNumber's: these texts are on
 * every page's first load, which must not carry that module's price parser.
 */
export function formatCount(count: number): string {
  // A visitor's counts need no formatter (lib/germanDigits.ts).
  const written = germanDigits(count, 0);
  if (written !== null) return written;
  digits ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
  return digits.format(count);
}

/**
 * The form of a phrase German takes for `count`: `one` for exactly one, `other` otherwise (0, 2,
 * 1,5 …), with `#` standing for the count as Germans write it. Every count text goes through here,
 * so none reads "1 Bilder".
 */
export function plural(count: number, one: string, other: string): string {
  rules ??= new Intl.PluralRules('de-DE');
  return (rules.select(count) === 'one' ? one : other).replaceAll('#', formatCount(count));
}
