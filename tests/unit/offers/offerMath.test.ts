import { describe, expect, it } from 'vitest';
import { imageAreaHeight } from '../../../src/features/offers/offerMath';

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
