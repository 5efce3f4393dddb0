import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/content/countText';
import { formatEuro } from '../../../src/lib/germanFormat';

// What the browser's Intl writes is the requirement; the fast path must never differ from it.
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const count = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** A seeded sequence, so a failure names values that can be tried again. */
function* seeded(n: number, seed = 28): Generator<number> {
  let state = seed;
  for (let i = 0; i < n; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

const edgeValues = [
  0, 0.004, 0.005, 0.015, 0.5, 0.994, 0.995, 0.999, 1, 1.005, 1.015, 2.675, 9.995, 99.995, 999, 999.995, 1000, 1000.5, 9999.99, 12_345.675,
  99_999.995, 999_999.995, 1_000_000, 1_234_567.89, 9_999_999_999.99, 123_456_789_012.345, 1e-7, 1e21, 2 ** 53 + 2,
];
const awkwardValues = [-0, -1, -1234.5, -0.001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe('prices and counts as Intl de-DE writes them', () => {
  it('writes every price of the database’s range (numeric(12,2)) as Intl does, rounding included', () => {
    const cents = [...seeded(5000)].map((r) => Math.floor(r ** 3 * 1e12) / 100);
    const thirds = [...seeded(2000, 7)].map((r) => (r * 1e6) / 3);
    for (const value of [...edgeValues, ...cents, ...thirds, ...awkwardValues]) expect(formatEuro(value), String(value)).toBe(euro.format(value));
  });

  it('groups thousands and rounds counts as Intl does', () => {
    const integers = [...seeded(3000, 11)].map((r) => Math.floor(r ** 4 * 1e10));
    const halves = [0.5, 1.5, 2.5, 999.5, 1499.49, 1_234_567.5];
    for (const value of [...edgeValues, ...integers, ...halves, ...awkwardValues]) expect(formatCount(value), String(value)).toBe(count.format(value));
  });

  it('writes what a German reader expects', () => {
    expect(formatEuro(1299)).toBe('1.299,00\u00a0€');
    expect(formatEuro(0.5)).toBe('0,50\u00a0€');
    expect(formatCount(1234)).toBe('1.234');
  });
});
