import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../src/data/rows';
import { OfferGrid } from '../../../src/features/offers/OfferGrid';
import { offerCardsHtml } from '../../../src/features/offers/offerCardsHtml';

const IMAGE = (name: string) => `https://backend.test/storage/v1/object/public/offer-images/${name}.webp`;

function offer(overrides: Partial<Offer>): Offer {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Sofa Lina',
    manufacturer: 'Polsterwerk',
    info: 'Bezug aus Leinen.\nMit Kissen.',
    original_price: 1290,
    sale_price: 990,
    discount: 23,
    images: [IMAGE('one')],
    display_order: 1,
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-01T10:00:00+00:00',
    ...overrides,
  } as Offer;
}

describe('a price left empty (saved as 0) on the card', () => {
  it("shows no '0,00 €' and no discount: no UVP line without a UVP, 'Preis auf Anfrage' without a sale price", () => {
    const noSale = renderToString(<OfferGrid offers={[offer({ sale_price: 0, discount: 23 })]} />);
    expect(noSale).toContain('Preis auf Anfrage');
    expect(noSale).toContain('1.290,00');
    const noOriginal = renderToString(<OfferGrid offers={[offer({ original_price: 0, discount: 23 })]} />);
    expect(noOriginal).not.toContain('UVP');
    for (const markup of [noSale, noOriginal]) {
      expect(markup).not.toMatch(/(^|[^\d.])0,00\u00a0€/);
      expect(markup).not.toContain('offer-discount');
    }
  });
});

describe('the early painter writes the markup React writes for the same offers', () => {
  const cases: Record<string, Offer[]> = {
    'one card with one image': [offer({})],
    'several images, no discount, no manufacturer, no info': [offer({ images: [IMAGE('a'), IMAGE('b'), IMAGE('c')], discount: 0, manufacturer: null, info: null })],
    'no image': [offer({ images: [] })],
    'prices left empty (saved as 0): no UVP line, price on request, no discount': [offer({ original_price: 0, discount: 23 }), offer({ id: 'a1b2c3d4-0000-4000-8000-000000000002', sale_price: 0, discount: 23 })],
    'text that needs escaping': [offer({ name: 'Tisch "Eiche" <massiv> & Co\'s', info: '<script>alert(1)</script> & mehr', manufacturer: 'A&B' })],
    'four cards: only the first loads its first image at once': Array.from({ length: 4 }, (_, index) =>
      offer({ id: `a1b2c3d4-0000-4000-8000-00000000000${index}`, name: `Angebot ${index}`, images: [IMAGE(`x${index}`), IMAGE(`y${index}`)], sale_price: 1234.5 + index }),
    ),
  };
  for (const [name, offers] of Object.entries(cases)) {
    it(name, () => {
      // The server renderer puts a preload hint for high-priority images first; the early script
      // preloads the first image itself, and hydration never looks at that hint.
      const reactMarkup = renderToString(<OfferGrid offers={offers} />).replace(/^(<link rel="preload"[^>]*\/>)+/, '');
      expect(offerCardsHtml(offers)).toBe(reactMarkup);
    });
  }
});
