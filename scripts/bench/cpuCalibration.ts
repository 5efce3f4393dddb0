/**
 * The CPU slowdown that makes this host stand for the phone Lighthouse's mobile preset means, from
 * the host's `benchmarkIndex`. Lighthouse's 4x default assumes a host of about 1,533 (its docs,
 * docs/throttling.md, "Calibrating the CPU slowdown", link the calculator this follows:
 * patrickhulce/lighthouse-cpu-throttling-calculator, 1,300 = 3x, 1,533 = 4x, 2,000 = 6x, 800 = 2x,
 * 150 = 1x, linear between). Lighthouse ships only the link, so the three lines are written here.
 * This host's index moves between about 1,100 and 2,800 within an hour: at 4x the simulated
 * phone is then up to two and a half times faster or slower from one hour to the next.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
