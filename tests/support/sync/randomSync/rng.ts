import { seeded } from '../../../../scripts/images/random';

/** The seeded generator of scripts/images (mulberry32), callable, with ids: the same seed gives the same run. */
export interface Rng {
  (): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  uuid(): string;
}

export function seededRng(seed: number): Rng {
  const random = seeded(seed);
  const rng = (() => random.next()) as Rng;
  rng.int = random.int;
  rng.pick = random.pick;
  rng.chance = random.chance;
  rng.uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return rng;
}
