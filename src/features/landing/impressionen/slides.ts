/** The 11 impression images in the static uploads folder; number 6 is a jpg (SPEC.md section 3). */
const SLIDE_COUNT = 11;

export function slideImageKey(number: number): string {
  return `uploads/impressionen/${number}`;
}

export const slideNumbers = Array.from({ length: SLIDE_COUNT }, (_, i) => i + 1);
