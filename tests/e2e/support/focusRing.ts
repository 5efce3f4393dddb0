import type { Page } from '@playwright/test';
import { animationsSettled } from './page-helpers';

/** Pixels beyond the outline's computed reach that are still searched for the ring. */
const SLACK = 3;

/** How much the focused control's ring changes the screen, side by side. */
export interface FocusRing {
  /** The control's accessible name, as far as a report needs it. */
  control: string;
  /**
   * Per side of the ring in view (top, right, bottom, left): the largest contrast between a pixel
   * with focus and the same pixel without, across the ring's band. WCAG 2.4.13 asks 3:1 of
   * a focus indicator this way, which a ring of one colour over a photo or a dark bar can miss.
   */
  sides: Partial<Record<Side, number>>;
}

type Side = 'top' | 'right' | 'bottom' | 'left';

/**
 * Measures the ring of the focused control on screen: a screenshot with focus and one after a
 * blur, compared at the middle of each side (a round button's ring touches its box only there)
 * along the line out of the box through the ring. A card's stretched link shows its ring on the
 * card, so the ring is the nearest outline in the focused element's ancestry. The control is
 * focused again afterwards. Null when nothing is focused.
 */
export async function focusedRing(page: Page): Promise<FocusRing | null> {
  await animationsSettled(page);
  const ring = await page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const control = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || focused.tagName;
    let owner: Element | null = focused;
    while (owner && getComputedStyle(owner).outlineStyle === 'none') owner = owner.parentElement;
    // In the middle of the screen, clear of the fixed bar and chat button (which may cover a ring
    // near them, as WCAG allows); a ring that slides in with its control (the skip link) is
    // measured where it comes to rest.
    (owner ?? focused).scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const style = getComputedStyle(owner ?? focused);
    // Without an outline, a ring of box-shadow reaches at most this far.
    const offset = owner ? parseFloat(style.outlineOffset) : 0;
    const reach = owner ? offset + parseFloat(style.outlineWidth) : 4;
    // A link broken over lines is ringed line by line: its first line's top and start are the ring's.
    const lines = (owner ?? focused).getClientRects();
    const { x, y, width, height } = lines.length > 1 ? lines[0]! : (owner ?? focused).getBoundingClientRect();
    const sides = lines.length > 1 ? ['top', 'left'] : ['top', 'right', 'bottom', 'left'];
    // A ring drawn inside the box (a negative offset) starts this far in.
    return { control, reach, inset: Math.max(0, -offset), box: { x, y, width, height }, sides };
  });
  if (!ring) return null;

  const viewport = page.viewportSize()!;
  // An inline link's outline is drawn around its line boxes, a little outside its client rect.
  const margin = ring.reach + SLACK;
  const left = Math.max(0, Math.floor(ring.box.x - margin));
  const top = Math.max(0, Math.floor(ring.box.y - margin));
  const clip = {
    x: left,
    y: top,
    width: Math.min(viewport.width, Math.ceil(ring.box.x + ring.box.width + margin)) - left,
    height: Math.min(viewport.height, Math.ceil(ring.box.y + ring.box.height + margin)) - top,
  };
  // Focused out of sight: no side of its ring can be seen.
  if (clip.width <= 0 || clip.height <= 0) return { control: ring.control, sides: {} };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' }).then((png) => png.toString('base64'));
  const focused = await shot();
  const control = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  await control.evaluate((element) => element.blur());
  const unfocused = await shot();
  // Focused again, so the next Tab goes on from here (after a blur Chromium may start over).
  await control.evaluate((element) => element.focus({ preventScroll: true }));
  await control.dispose();

  const sides = await page.evaluate(
    async ({ shots, ring, clip }) => {
      const pixels = await Promise.all(
        shots.map(async (png) => {
          const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (char) => char.charCodeAt(0))], { type: 'image/png' }));
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true })!;
          context.drawImage(bitmap, 0, 0);
          return (x: number, y: number) => [...context.getImageData(Math.round(x - clip.x), Math.round(y - clip.y), 1, 1).data].slice(0, 3);
        }),
      );
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const contrast = (a: number[], b: number[]) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((p, q) => q - p);
        return (light! + 0.05) / (dark! + 0.05);
      };
      const { x, y, width, height } = ring.box;
      const sideMiddles = {
        top: [x + width / 2, y, 0, -1],
        right: [x + width, y + height / 2, 1, 0],
        bottom: [x + width / 2, y + height, 0, 1],
        left: [x, y + height / 2, -1, 0],
      } as const;
      const inClip = (px: number, py: number) => px >= clip.x && py >= clip.y && px < clip.x + clip.width && py < clip.y + clip.height;
      const measured = ring.sides
        .map((side) => [side, sideMiddles[side as keyof typeof sideMiddles]] as const)
        .filter(([, [sx, sy, dx, dy]]) => inClip(sx + dx * (ring.margin - 0.5), sy + dy * (ring.margin - 0.5)))
        .map(([side, [sx, sy, dx, dy]]) => {
          let largest = 1;
          for (let out = 0.5 - ring.inset; out < ring.margin; out += 1) {
            const [withFocus, without] = pixels.map((pixel) => pixel(sx + dx * out, sy + dy * out));
            largest = Math.max(largest, contrast(withFocus!, without!));
          }
          return [side, Math.round(largest * 100) / 100] as const;
        });
      return Object.fromEntries(measured);
    },
    { shots: [focused, unfocused], ring: { ...ring, margin }, clip },
  );
  return { control: ring.control, sides };
}
