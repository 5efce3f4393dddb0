import { describe, expect, it } from 'vitest';
import { priceRangeOf, withinRange } from '../../../chat-knowledge/priceRange.ts';

const below = (amount: number, inclusive: boolean) => ({ limit: { amount, inclusive } });
const above = (amount: number, inclusive: boolean) => ({ floor: { amount, inclusive } });

describe('the price range a message names', () => {
  it.each([
    ['Habt ihr was unter 1000 Euro?', below(1000, false)],
    ['Sofas bis 1.000,- €', below(1000, true)],
    ['für weniger als 69,50 €', below(69.5, false)],
    ['maximal 1500 Euro', below(1500, true)],
    ['Habt ihr was über 2000 Euro?', above(2000, false)],
    ['ein Sofa ab 1500 €', above(1500, true)],
    ['mindestens 2.000 EUR', above(2000, true)],
    // 'nicht' turns the bound round.
    ['nicht mehr als 1000 Euro', below(1000, true)],
    ['nicht unter 500 Euro', above(500, true)],
    ['zwischen 500 € und 1.000 €', { floor: { amount: 500, inclusive: true }, limit: { amount: 1000, inclusive: true } }],
    ['von 50 bis 100 Euro', { floor: { amount: 50, inclusive: true }, limit: { amount: 100, inclusive: true } }],
    ['Ich habe 1000 Euro Budget', below(1000, true)],
    ['Mein Budget liegt bei ca. 1.500 €', below(1500, true)],
    ['Habt ihr was um die 1000 Euro?', { floor: { amount: 800, inclusive: true }, limit: { amount: 1200, inclusive: true }, around: 1000 }],
    // Without the currency where the sale or a price is named.
    ['Was habt ihr im Sale zwischen 800 und 1000?', { floor: { amount: 800, inclusive: true }, limit: { amount: 1000, inclusive: true } }],
    ['Welche Sessel kosten unter 1000?', below(1000, false)],
    ['einen Teppich im Bereich 150 bis 250 €', { floor: { amount: 150, inclusive: true }, limit: { amount: 250, inclusive: true } }],
    ['Sofas von ca. 700–900 Euro', { floor: { amount: 700, inclusive: true }, limit: { amount: 900, inclusive: true } }],
    ['Hab so 250 euro übrig', below(250, true)],
  ])('%s', (message, range) => {
    expect(priceRangeOf(message)).toEqual(range);
  });

  it.each([
    'Habt ihr bis 18 Uhr auf?',
    'Gilt das Angebot bis 2027?',
    'Preis für ein Sofa bis 220 breit?',
    'Ist der Sale bis 31.12.?',
    'Kostet ein Sessel im Angebot ab 2 Stück weniger?',
    'Ich habe ein Angebot über 3.000 € bekommen.',
    'Das Sofa hat einen Schaden von ca. 500 Euro.',
    'Habt ihr Sofas im Sale?',
    'Wir haben 2-3 Wochen gewartet.',
    'Habt ihr von 10-18 Uhr auf?',
  ])('none in %s', (message) => {
    expect(priceRangeOf(message)).toBeNull();
  });

  it('holds a price at its ends as the words say', () => {
    expect(withinRange(1000, below(1000, false))).toBe(false);
    expect(withinRange(1000, below(1000, true))).toBe(true);
    expect(withinRange(2000, above(2000, false))).toBe(false);
    expect(withinRange(2000, above(2000, true))).toBe(true);
    expect(withinRange(799, priceRangeOf('Habt ihr was um die 1000 Euro?')!)).toBe(false);
  });
});
