/** The line, measured from the top of the viewport, that decides which section is active. */
export const PROBE_LINE_PX = 100;

export interface SectionBox {
  id: string;
  top: number;
  bottom: number;
}

/**
 * The active section is the one whose box spans the probe line; at the bottom of the page the
 * last section wins even when it is too short to reach the line (SPEC.md section 2).
 */
export function pickActiveSection(
  boxes: readonly SectionBox[],
  options: { atBottom: boolean; bottomId: string; probe?: number },
): string | null {
  if (options.atBottom && boxes.some((box) => box.id === options.bottomId)) return options.bottomId;
  const probe = options.probe ?? PROBE_LINE_PX;
  return boxes.find((box) => box.top <= probe && box.bottom > probe)?.id ?? null;
}
