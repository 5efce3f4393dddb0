import { describe, expect, it } from 'vitest';
import { checkOfferDraft, checkOfferInput, liveDiscount, offerDraft, type OfferDraft } from '../../../src/data/input/offerInput';
import type { Offer, OfferInput } from '../../../src/data/rows';

const valid: OfferInput = { name: 'Ecksofa', manufacturer: 'Polsterwerk', info: 'Leinen', original_price: 1290, sale_price: 990, discount: 23 };
const draft = (values: Partial<OfferDraft>): OfferDraft => ({ name: 'Ecksofa', manufacturer: '', info: '', originalPrice: '', salePrice: '', discount: '', ...values });

function errorsOf(input: Partial<OfferInput>) {
  const checked = checkOfferInput({ ...valid, ...input });
  return checked.ok ? {} : checked.errors;
}

function valueOf(input: Partial<OfferInput>) {
  const checked = checkOfferInput({ ...valid, ...input });
  if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

describe('offer input model against each database check', () => {
  it('offers_name_not_blank: refuses "", "   " and whitespace only', () => {
    for (const name of ['', '   ', '\n\t ']) expect(errorsOf({ name })).toEqual({ name: 'Bitte geben Sie einen Namen ein.' });
  });

  it('offers_name_length: refuses 201 characters, accepts 200 (counted like char_length: an emoji is one)', () => {
    expect(errorsOf({ name: 'x'.repeat(201) })).toEqual({ name: 'Bitte höchstens 200 Zeichen eingeben (jetzt 201).' });
    expect(valueOf({ name: 'x'.repeat(200) }).name).toHaveLength(200);
    expect(valueOf({ name: '🛋'.repeat(200) }).name).toBe('🛋'.repeat(200));
    expect(errorsOf({ name: '🛋'.repeat(201) }).name).toBeDefined();
  });

  it('offers_manufacturer_length: refuses 201 characters, accepts 200', () => {
    expect(errorsOf({ manufacturer: 'm'.repeat(201) })).toEqual({ manufacturer: 'Bitte höchstens 200 Zeichen eingeben (jetzt 201).' });
    expect(valueOf({ manufacturer: 'm'.repeat(200) }).manufacturer).toHaveLength(200);
  });

  it('offers_info_length: refuses 5001 characters, accepts 5000', () => {
    expect(errorsOf({ info: 'i'.repeat(5001) })).toEqual({ info: 'Bitte höchstens 5.000 Zeichen eingeben (jetzt 5.001).' });
    expect(valueOf({ info: 'i'.repeat(5000) }).info).toHaveLength(5000);
  });

  it('offers_original_price_not_negative and offers_sale_price_not_negative: refuse -0.01 and -1, accept what rounds to 0', () => {
    expect(errorsOf({ original_price: -0.01, sale_price: 0 })).toEqual({ original_price: 'Der Preis darf nicht negativ sein.' });
    expect(errorsOf({ sale_price: -1 })).toEqual({ sale_price: 'Der Preis darf nicht negativ sein.' });
    expect(valueOf({ original_price: -0.004, sale_price: 0, discount: 0 }).original_price).toBe(0);
  });

  it('numeric(12, 2): refuses 10^10 and what rounds up to it, accepts 9.999.999.999,99', () => {
    const tooLarge = 'Der Preis darf höchstens 9.999.999.999,99 € betragen.';
    expect(errorsOf({ original_price: 10_000_000_000 })).toEqual({ original_price: tooLarge });
    expect(errorsOf({ original_price: 9_999_999_999.995 })).toEqual({ original_price: tooLarge });
    expect(errorsOf({ sale_price: 1e21 })).toEqual({ sale_price: tooLarge });
    expect(valueOf({ original_price: 9_999_999_999.99, sale_price: 9_999_999_999.99 })).toMatchObject({ original_price: 9_999_999_999.99, discount: 0 });
    expect(valueOf({ original_price: 9_999_999_999.994, sale_price: 0 }).original_price).toBe(9_999_999_999.99);
  });

  it('numeric(12, 2): rounds to cents as the server does (half away from zero on the decimal sent)', () => {
    expect(valueOf({ original_price: 12.345, sale_price: 0 }).original_price).toBe(12.35);
    expect(valueOf({ original_price: 1.005, sale_price: 0 }).original_price).toBe(1.01);
    expect(valueOf({ original_price: 2.675, sale_price: 0 }).original_price).toBe(2.68);
    expect(valueOf({ original_price: 0.1 + 0.2, sale_price: 0 }).original_price).toBe(0.3);
  });

  it('not null prices: refuses NaN and infinities', () => {
    expect(errorsOf({ original_price: Number.NaN }).original_price).toBe('Bitte geben Sie den Preis als Betrag ein, z. B. 1.290,00.');
    expect(errorsOf({ sale_price: Number.POSITIVE_INFINITY }).sale_price).toBeDefined();
  });

  it('offers_discount_percent (integer 0-100): refuses -1, 101, 12.5 and NaN when a price is 0', () => {
    for (const discount of [-1, 101, 12.5, Number.NaN]) {
      expect(errorsOf({ sale_price: 0, discount })).toEqual({ discount: 'Bitte geben Sie den Rabatt als ganze Zahl von 0 bis 100 ein.' });
    }
    expect(valueOf({ sale_price: 0, discount: 0 }).discount).toBe(0);
    expect(valueOf({ sale_price: 0, discount: 100 }).discount).toBe(100);
  });

  it('stores trimmed texts, empty optional texts as null, and drops characters Postgres cannot hold', () => {
    expect(valueOf({ name: '  Sessel  ', manufacturer: '   ', info: '' })).toMatchObject({ name: 'Sessel', manufacturer: null, info: null });
    expect(valueOf({ name: 'Ses\u0000sel', info: 'kaputt \ud800 ende' })).toMatchObject({ name: 'Sessel', info: 'kaputt \ufffd ende' });
  });
});

describe('discount rules (SPEC.md section 5)', () => {
  it('both prices non-zero: the rounded percent, whatever discount was given', () => {
    expect(valueOf({ original_price: 1290, sale_price: 990, discount: 0 }).discount).toBe(23);
    expect(valueOf({ original_price: 200, sale_price: 150, discount: 99 }).discount).toBe(25);
    expect(valueOf({ original_price: 200, sale_price: 199 }).discount).toBe(1); // 0.5 % rounds up
    expect(valueOf({ original_price: 3, sale_price: 2 }).discount).toBe(33);
    expect(valueOf({ original_price: 500, sale_price: 500 }).discount).toBe(0);
  });

  it('one price zero: the given discount stays', () => {
    expect(valueOf({ original_price: 0, sale_price: 500, discount: 10 }).discount).toBe(10);
    expect(valueOf({ original_price: 500, sale_price: 0, discount: 30 }).discount).toBe(30);
    expect(valueOf({ original_price: 0, sale_price: 0, discount: 0 }).discount).toBe(0);
  });

  it('a sale price above the original is an error on the sale price, never a negative discount', () => {
    expect(errorsOf({ original_price: 990, sale_price: 1290 })).toEqual({ sale_price: 'Der Angebotspreis darf nicht über der UVP liegen.' });
    expect(errorsOf({ original_price: 100, sale_price: 100.01 })).toEqual({ sale_price: 'Der Angebotspreis darf nicht über der UVP liegen.' });
  });
});

describe('the offer form as typed', () => {
  it('reads German prices and computes the discount: "1.290,00" / "990,00" and "2.890" / "2.190"', () => {
    expect(checkOfferDraft(draft({ originalPrice: '1.290,00', salePrice: '990,00' }))).toEqual({
      ok: true,
      value: { name: 'Ecksofa', manufacturer: null, info: null, original_price: 1290, sale_price: 990, discount: 23 },
    });
    expect(checkOfferDraft(draft({ originalPrice: '2.890', salePrice: '2.190' }))).toMatchObject({ ok: true, value: { original_price: 2890, sale_price: 2190, discount: 24 } });
  });

  it('counts input without digits as 0 and keeps the typed discount then', () => {
    expect(checkOfferDraft(draft({ originalPrice: '80', salePrice: 'billig', discount: '25' }))).toMatchObject({ ok: true, value: { original_price: 80, sale_price: 0, discount: 25 } });
    expect(checkOfferDraft(draft({ discount: '25 %' }))).toMatchObject({ ok: true, value: { original_price: 0, discount: 25 } });
  });

  it('refuses unreadable numbers at their field', () => {
    expect(checkOfferDraft(draft({ originalPrice: '12abc', salePrice: '1,2,3' }))).toEqual({
      ok: false,
      errors: { original_price: 'Bitte geben Sie den Preis als Betrag ein, z. B. 1.290,00.', sale_price: 'Bitte geben Sie den Preis als Betrag ein, z. B. 1.290,00.' },
    });
    expect(checkOfferDraft(draft({ salePrice: '0', discount: '12,5' }))).toEqual({ ok: false, errors: { discount: 'Bitte geben Sie den Rabatt als ganze Zahl von 0 bis 100 ein.' } });
    // With both prices the discount is computed: what the field holds does not matter.
    expect(checkOfferDraft(draft({ originalPrice: '100', salePrice: '75', discount: 'x1x' }))).toMatchObject({ ok: true, value: { discount: 25 } });
  });

  it('refuses a price finer than a cent at its field, never rounding it ("2,890" could mean 2,89 € or 2.890 €)', () => {
    const cents = 'Bitte geben Sie den Preis mit höchstens zwei Nachkommastellen ein, z. B. 2.890,00 oder 2,89.';
    expect(checkOfferDraft(draft({ originalPrice: '2,890', salePrice: '1,990' }))).toEqual({ ok: false, errors: { original_price: cents, sale_price: cents } });
    expect(checkOfferDraft(draft({ originalPrice: '20', salePrice: '12,999' }))).toEqual({ ok: false, errors: { sale_price: cents } });
    expect(liveDiscount('2,890', '1,990')).toBeNull();
    expect(checkOfferDraft(draft({ originalPrice: '2,89', salePrice: '1,99' }))).toMatchObject({ ok: true, value: { original_price: 2.89, sale_price: 1.99, discount: 31 } });
  });

  it('reports every bad field at once, the missing name too', () => {
    expect(checkOfferDraft(draft({ name: ' ', originalPrice: '990', salePrice: '1.290', discount: '7' }))).toEqual({
      ok: false,
      errors: { name: 'Bitte geben Sie einen Namen ein.', sale_price: 'Der Angebotspreis darf nicht über der UVP liegen.' },
    });
  });

  it('an unchanged edit form gives back the stored values', () => {
    const stored: Offer = { id: 'o1', ...valid, images: [], display_order: 1, created_at: '', updated_at: '' };
    const form = offerDraft(stored);
    expect(form).toMatchObject({ originalPrice: '1.290,00', salePrice: '990,00', discount: '23' });
    expect(checkOfferDraft(form)).toEqual({ ok: true, value: valid });
    const cents: Offer = { ...stored, original_price: 1_234_567.89, sale_price: 0.5, discount: 100 };
    expect(checkOfferDraft(offerDraft(cents))).toMatchObject({ ok: true, value: { original_price: 1_234_567.89, sale_price: 0.5, discount: 100 } });
  });

  it('live discount while typing: only for two readable non-zero prices with the sale price not above', () => {
    expect(liveDiscount('1.290,00', '990,00')).toBe(23);
    expect(liveDiscount('80', '60')).toBe(25);
    expect(liveDiscount('2.890', '2.190')).toBe(24);
    expect(liveDiscount('80', 'billig')).toBeNull();
    expect(liveDiscount('80', '12abc')).toBeNull();
    expect(liveDiscount('990', '1.290')).toBeNull();
  });
});
