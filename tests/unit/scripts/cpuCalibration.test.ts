import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from '../../../scripts/bench/cpuCalibration';

describe("the bench's CPU slowdown for this host", () => {
  it("meets the calculator's anchors: 150 = 1x, 800 = 2x, 1,300 = 3x, 1,533 = 4x, 2,000 = 6x", () => {
    expect(calibratedCpuMultiplier(150)).toBe(1);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 2);
  });

  it('rises with the host: a faster host is slowed down more, so the phone it stands for stays the same', () => {
    const indexes = [100, 150, 500, 799, 800, 1000, 1299, 1300, 1800, 2800];
    const multipliers = indexes.map(calibratedCpuMultiplier);
    for (let i = 1; i < multipliers.length; i += 1) expect(multipliers[i]).toBeGreaterThanOrEqual(multipliers[i - 1]!);
  });

  it('never speeds a slow host up', () => {
    expect(calibratedCpuMultiplier(40)).toBe(1);
  });
});
