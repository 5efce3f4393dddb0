import { describe, expect, it } from 'vitest';
import { imageAreaHeight, shownPrices } from '../../../src/features/offers/offerMath';

describe('imageAreaHeight', () => {
  it('takes the tallest image scaled to width 384', () => {
    expect(imageAreaHeight([{ width: 800, height: 600 }])).toBe(288);
    expect(
      imageAreaHeight([
        { width: 800, height: 600 },
        { width: 400, height: 500 },
        { width: 1920, height: 1080 },
      ]),
    ).toBe(480);
  });

  it('ignores images whose size is unknown and is null without any', () => {
    expect(imageAreaHeight([])).toBeNull();
    expect(imageAreaHeight([{ width: 0, height: 0 }])).toBeNull();
    expect(imageAreaHeight([{ width: 0, height: 0 }, { width: 768, height: 384 }])).toBe(192);
  });
});

describe('shownPrices', () => {
  it('shows both prices and the discount where both are set', () => {
    expect(shownPrices({ original_price: 1290, sale_price: 990, discount: 23 })).toEqual({ original: 1290, sale: 990, discount: 23 });
  });

  it('never shows a price of 0 (left empty in the form), nor a discount beside it', () => {
    expect(shownPrices({ original_price: 0, sale_price: 499, discount: 23 })).toEqual({ original: null, sale: 499, discount: null });
    expect(shownPrices({ original_price: 1290, sale_price: 0, discount: 23 })).toEqual({ original: 1290, sale: null, discount: null });
    expect(shownPrices({ original_price: 0, sale_price: 0, discount: 0 })).toEqual({ original: null, sale: null, discount: null });
  });

  it('shows no discount where the sale price is not below the UVP', () => {
    expect(shownPrices({ original_price: 500, sale_price: 500, discount: 10 })).toEqual({ original: 500, sale: 500, discount: null });
  });
});
