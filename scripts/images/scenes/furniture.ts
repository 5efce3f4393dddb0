/** Furniture and decor silhouettes, drawn from a few rounded shapes each. */
import type { Palette } from '../palettes';
import type { Random } from '../random';
import { el, polygon } from '../svg';

/** A sofa standing on the floor line `floorY`, centred on `cx`, `width` wide. */
export function sofa(cx: number, floorY: number, width: number, p: Palette, random: Random, seats = 3): string {
  const height = width * 0.42;
  const x = cx - width / 2;
  const top = floorY - height;
  const arm = width * 0.09;
  const seatY = floorY - height * 0.42;
  const legs = [x + arm * 0.6, x + width - arm * 0.6].map((lx) => el('rect', { x: lx - 4, y: floorY - height * 0.1, width: 8, height: height * 0.1, fill: p.dark }));
  const cushions: string[] = [];
  const inner = width - 2 * arm;
  for (let i = 0; i < seats; i++) {
    const cw = inner / seats;
    cushions.push(el('rect', { x: x + arm + i * cw + 3, y: top + height * 0.08, width: cw - 6, height: height * 0.5, rx: height * 0.08, fill: p.sofa }));
    cushions.push(el('rect', { x: x + arm + i * cw + 3, y: seatY - height * 0.04, width: cw - 6, height: height * 0.2, rx: height * 0.06, fill: p.sofa, stroke: p.sofaShade, 'stroke-width': 3 }));
  }
  const pillows = [0, 1].map((i) => {
    const px = i === 0 ? x + arm + inner * 0.08 : x + width - arm - inner * 0.08 - height * 0.32;
    const color = i === 0 ? p.accent : p.accent2;
    return el('rect', { x: px, y: seatY - height * 0.3, width: height * 0.32, height: height * 0.3, rx: height * 0.06, fill: color, transform: `rotate(${random.between(-8, 8)} ${px + height * 0.16} ${seatY - height * 0.15})` });
  });
  return [
    ...legs,
    el('rect', { x, y: top, width, height: height * 0.9, rx: height * 0.12, fill: p.sofaShade }),
    ...cushions,
    el('rect', { x, y: top + height * 0.3, width: arm, height: height * 0.6, rx: arm * 0.45, fill: p.sofa }),
    el('rect', { x: x + width - arm, y: top + height * 0.3, width: arm, height: height * 0.6, rx: arm * 0.45, fill: p.sofa }),
    el('rect', { x: x + arm, y: seatY + height * 0.16, width: inner, height: height * 0.26, fill: p.sofaShade }),
    ...pillows,
  ].join('');
}

/** A wingback-style armchair. */
export function armchair(cx: number, floorY: number, width: number, fill: string, shade: string, dark: string): string {
  const height = width * 0.95;
  const x = cx - width / 2;
  const top = floorY - height;
  return [
    el('rect', { x: x + width * 0.12, y: floorY - height * 0.12, width: 7, height: height * 0.12, fill: dark }),
    el('rect', { x: x + width * 0.88 - 7, y: floorY - height * 0.12, width: 7, height: height * 0.12, fill: dark }),
    el('path', { d: `M${x + width * 0.12} ${top + height * 0.5} Q${x + width * 0.1} ${top} ${cx} ${top} Q${x + width * 0.9} ${top} ${x + width * 0.88} ${top + height * 0.5} Z`, fill: shade }),
    el('rect', { x: x + width * 0.18, y: top + height * 0.52, width: width * 0.64, height: height * 0.18, rx: height * 0.05, fill }),
    el('rect', { x, y: top + height * 0.38, width: width * 0.2, height: height * 0.5, rx: width * 0.08, fill }),
    el('rect', { x: x + width * 0.8, y: top + height * 0.38, width: width * 0.2, height: height * 0.5, rx: width * 0.08, fill }),
    el('rect', { x: x + width * 0.14, y: top + height * 0.68, width: width * 0.72, height: height * 0.2, fill: shade }),
  ].join('');
}

export function floorLamp(x: number, floorY: number, height: number, p: Palette, lit: boolean): string {
  const shadeW = height * 0.26;
  const top = floorY - height;
  return [
    lit ? el('ellipse', { cx: x, cy: top + height * 0.2, rx: shadeW * 1.4, ry: shadeW * 1.1, fill: p.light, opacity: 0.22 }) : '',
    el('rect', { x: x - 2.5, y: top + height * 0.1, width: 5, height: height * 0.9, fill: p.dark }),
    el('ellipse', { cx: x, cy: floorY - 3, rx: shadeW * 0.35, ry: 6, fill: p.dark }),
    polygon([[x - shadeW * 0.35, top], [x + shadeW * 0.35, top], [x + shadeW * 0.55, top + height * 0.16], [x - shadeW * 0.55, top + height * 0.16]], { fill: lit ? p.light : p.wallShade, stroke: p.accent2, 'stroke-width': 2 }),
  ].join('');
}

export function plant(x: number, floorY: number, size: number, random: Random, leaf = '#6F7F62', pot = '#C3AB8B'): string {
  const leaves: string[] = [];
  const count = random.int(7, 11);
  for (let i = 0; i < count; i++) {
    const angle = -80 + (160 * i) / (count - 1) + random.between(-8, 8);
    const length = size * random.between(0.45, 0.75);
    leaves.push(el('ellipse', { cx: x, cy: floorY - size * 0.35 - length / 2, rx: size * 0.07, ry: length / 2, fill: i % 2 ? leaf : shadeOf(leaf), transform: `rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${(floorY - size * 0.35).toFixed(1)})` }));
  }
  return leaves.join('') + polygon([[x - size * 0.18, floorY - size * 0.38], [x + size * 0.18, floorY - size * 0.38], [x + size * 0.13, floorY], [x - size * 0.13, floorY]], { fill: pot });
}

export function sideTable(x: number, floorY: number, size: number, p: Palette): string {
  return [
    el('rect', { x: x - 3, y: floorY - size, width: 6, height: size, fill: p.dark }),
    el('ellipse', { cx: x, cy: floorY - 2, rx: size * 0.25, ry: 5, fill: p.dark }),
    el('rect', { x: x - size * 0.4, y: floorY - size - 6, width: size * 0.8, height: 10, rx: 5, fill: p.accent2 }),
    el('rect', { x: x - size * 0.12, y: floorY - size - 6 - size * 0.3, width: size * 0.16, height: size * 0.3, rx: 4, fill: p.accent }),
  ].join('');
}

/** A framed abstract print: a sun disc over a horizon, in the palette's accents. */
export function wallArt(x: number, y: number, width: number, height: number, p: Palette, random: Random): string {
  const inset = Math.min(width, height) * 0.08;
  const inner = { x: x + inset, y: y + inset, w: width - 2 * inset, h: height - 2 * inset };
  const motif = random.int(0, 2);
  const shapes =
    motif === 0
      ? el('circle', { cx: inner.x + inner.w * 0.5, cy: inner.y + inner.h * 0.45, r: inner.w * 0.24, fill: p.accent }) +
        el('rect', { x: inner.x, y: inner.y + inner.h * 0.62, width: inner.w, height: inner.h * 0.38, fill: p.accent2 })
      : motif === 1
        ? el('path', { d: `M${inner.x} ${inner.y + inner.h} A${inner.w / 2} ${inner.w / 2} 0 0 1 ${inner.x + inner.w} ${inner.y + inner.h} Z`, fill: p.accent }) +
          el('circle', { cx: inner.x + inner.w * 0.75, cy: inner.y + inner.h * 0.25, r: inner.w * 0.1, fill: p.accent2 })
        : el('rect', { x: inner.x + inner.w * 0.15, y: inner.y + inner.h * 0.15, width: inner.w * 0.4, height: inner.h * 0.7, fill: p.accent }) +
          el('rect', { x: inner.x + inner.w * 0.45, y: inner.y + inner.h * 0.35, width: inner.w * 0.4, height: inner.h * 0.5, fill: p.accent2, opacity: 0.85 });
  return [
    el('rect', { x: x + 6, y: y + 8, width, height, fill: p.dark, opacity: 0.12 }),
    el('rect', { x, y, width, height, fill: p.dark }),
    el('rect', { x: inner.x, y: inner.y, width: inner.w, height: inner.h, fill: p.light }),
    shapes,
  ].join('');
}

/** A slightly darker tone of a #rrggbb colour. */
export function shadeOf(hex: string, factor = 0.82): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * factor);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
