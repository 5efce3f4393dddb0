import { describe, expect, it } from 'vitest';
import { swipeStep } from '../../../src/lib/swipeStep';

describe('swipeStep', () => {
  it.each([
    [-11, 0, 'next'],
    [11, 3, 'previous'],
    [-60, -59, 'next'],
    [-10, 0, null],
    [10, 0, null],
    [-40, 41, null],
    [0, 0, null],
  ] as const)('a drag of %d px sideways and %d px down means %s', (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });
});
