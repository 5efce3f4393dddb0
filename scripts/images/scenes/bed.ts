/** The boxspring studio: a bed with headboard, bedding and nightstands in a calm bedroom. */
import type { Palette } from '../palettes';
import type { Random } from '../random';
import { el } from '../svg';
import { plant, shadeOf, wallArt } from './furniture';

export type Headboard = 'panel' | 'channels' | 'rounded' | 'wings' | 'buttons';

export function bedroom(width: number, height: number, p: Palette, random: Random, headboard: Headboard): string {
  const floorY = height * 0.74;
  const parts = [el('rect', { x: 0, y: 0, width, height, fill: p.wall }), el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: p.floor })];
  for (let i = 1; i < 8; i++) parts.push(el('rect', { x: 0, y: floorY + ((height - floorY) * i * i) / 64, width, height: 2, fill: p.floorLine }));
  parts.push(el('rect', { x: 0, y: floorY - 10, width, height: 10, fill: p.light }));
  const lightX = width * random.between(0.05, 0.85);
  parts.push(el('rect', { x: lightX, y: 0, width: width * 0.14, height: floorY, fill: p.light, opacity: 0.16, transform: `skewX(-12)` }));
  const bedW = width * random.between(0.5, 0.58);
  const cx = width * random.between(0.4, 0.6);
  const x = cx - bedW / 2;
  const baseTop = floorY - height * 0.17;
  parts.push(headboardShape(headboard, x - bedW * 0.03, baseTop, bedW * 1.06, height * random.between(0.3, 0.35), p));
  parts.push(wallArt(cx - bedW * 0.2, height * 0.05, bedW * 0.4, height * 0.12, p, random));
  // Boxspring base, mattress and topper: three stacked layers are what makes it a boxspring.
  parts.push(el('rect', { x, y: floorY - height * 0.09, width: bedW, height: height * 0.075, rx: 8, fill: p.sofaShade }));
  parts.push(el('rect', { x: x + 6, y: floorY - height * 0.015, width: 12, height: height * 0.015, fill: p.dark }), el('rect', { x: x + bedW - 18, y: floorY - height * 0.015, width: 12, height: height * 0.015, fill: p.dark }));
  parts.push(el('rect', { x: x - 4, y: baseTop, width: bedW + 8, height: height * 0.085, rx: 12, fill: p.light, stroke: p.wallShade, 'stroke-width': 3 }));
  parts.push(el('rect', { x: x - 2, y: baseTop - height * 0.03, width: bedW + 4, height: height * 0.035, rx: 12, fill: shadeOf(p.light, 0.96) }));
  const pillowY = baseTop - height * 0.1;
  const pillowW = bedW * 0.28;
  for (const px of [x + bedW * 0.06, x + bedW * 0.94 - pillowW]) parts.push(el('rect', { x: px, y: pillowY, width: pillowW, height: height * 0.09, rx: 24, fill: p.light, stroke: p.wallShade, 'stroke-width': 3 }));
  parts.push(el('rect', { x: cx - bedW * 0.1, y: pillowY + height * 0.03, width: bedW * 0.2, height: height * 0.07, rx: 14, fill: p.accent }));
  parts.push(el('path', { d: `M${x - 6} ${baseTop + height * 0.01} H${x + bedW + 6} V${baseTop + height * 0.1} Q${cx} ${baseTop + height * 0.13} ${x - 6} ${baseTop + height * 0.1} Z`, fill: p.sofa }));
  parts.push(el('rect', { x: x + bedW * 0.62, y: baseTop - 4, width: bedW * 0.3, height: height * 0.12, rx: 6, fill: p.accent2, opacity: 0.9 }));
  for (const side of [-1, 1]) {
    const nx = side < 0 ? x - bedW * 0.2 : x + bedW * 1.04;
    const nw = bedW * 0.16;
    parts.push(el('rect', { x: nx, y: floorY - height * 0.16, width: nw, height: height * 0.15, rx: 4, fill: p.accent2 === p.light ? p.accent : shadeOf(p.floor, 0.8) }));
    parts.push(el('rect', { x: nx + 8, y: floorY - height * 0.1, width: nw - 16, height: 4, fill: p.dark, opacity: 0.4 }));
    parts.push(el('rect', { x: nx + nw / 2 - 3, y: floorY - height * 0.24, width: 6, height: height * 0.08, fill: p.dark }));
    parts.push(el('path', { d: `M${nx + nw * 0.2} ${floorY - height * 0.24} L${nx + nw * 0.3} ${floorY - height * 0.31} H${nx + nw * 0.7} L${nx + nw * 0.8} ${floorY - height * 0.24} Z`, fill: p.light, stroke: p.accent2, 'stroke-width': 2 }));
  }
  const plantX = cx < width / 2 ? width * 0.9 : width * 0.1;
  if (random.chance(0.6)) parts.push(plant(plantX, floorY + 6, height * 0.4, random, '#7C8B69', p.accent2));
  if (random.chance(0.5)) {
    // An upholstered bench at the foot of the bed.
    parts.push(el('rect', { x: cx - bedW * 0.3, y: floorY + height * 0.04, width: bedW * 0.6, height: height * 0.07, rx: 10, fill: p.accent }));
    parts.push(el('rect', { x: cx - bedW * 0.27, y: floorY + height * 0.11, width: 8, height: height * 0.05, fill: p.dark }), el('rect', { x: cx + bedW * 0.27 - 8, y: floorY + height * 0.11, width: 8, height: height * 0.05, fill: p.dark }));
  }
  return parts.join('');
}

function headboardShape(kind: Headboard, x: number, bottom: number, w: number, h: number, p: Palette): string {
  const top = bottom - h;
  const fill = p.sofa;
  const line = p.sofaShade;
  if (kind === 'rounded') return el('path', { d: `M${x} ${bottom} V${top + h * 0.35} Q${x} ${top} ${x + w * 0.25} ${top} H${x + w * 0.75} Q${x + w} ${top} ${x + w} ${top + h * 0.35} V${bottom} Z`, fill, stroke: line, 'stroke-width': 6 });
  if (kind === 'wings') {
    return el('rect', { x: x - w * 0.06, y: top + h * 0.1, width: w * 0.14, height: h * 0.9, rx: 16, fill: line }) + el('rect', { x: x + w * 0.92, y: top + h * 0.1, width: w * 0.14, height: h * 0.9, rx: 16, fill: line }) + el('rect', { x, y: top, width: w, height: h, rx: 20, fill });
  }
  const parts = [el('rect', { x, y: top, width: w, height: h, rx: 14, fill })];
  if (kind === 'channels') for (let i = 1; i < 9; i++) parts.push(el('rect', { x: x + (w * i) / 9 - 3, y: top + 10, width: 6, height: h - 20, rx: 3, fill: line }));
  if (kind === 'buttons') for (let row = 1; row < 4; row++) for (let col = 1; col < 10; col++) parts.push(el('circle', { cx: x + (w * col) / 10 + (row % 2 ? w / 20 : 0), cy: top + (h * row) / 4, r: 6, fill: line }));
  if (kind === 'panel') parts.push(el('rect', { x: x + 18, y: top + 18, width: w - 36, height: h - 36, rx: 8, fill: 'none', stroke: line, 'stroke-width': 5 }));
  return parts.join('');
}
