import { describe, expect, it } from 'vitest';
import { discountPercent, imageAreaHeight, parsePrice } from '../../../src/features/offers/offerMath';

describe('parsePrice', () => {
  it('reads numbers, with a decimal point or a decimal comma', () => {
    expect(parsePrice('1299')).toBe(1299);
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('12,50')).toBe(12.5);
  });

  it('counts non-numeric input as 0', () => {
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('—')).toBe(0);
  });
});

describe('discountPercent', () => {
  it('is the rounded percent of (original - sale) / original', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(1299, 999)).toBe(23);
    expect(discountPercent(3, 2)).toBe(33);
    expect(discountPercent(200, 199)).toBe(1);
  });

  it('is null (keep what was typed) unless both prices are non-zero', () => {
    expect(discountPercent(0, 50)).toBeNull();
    expect(discountPercent(100, 0)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});

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
