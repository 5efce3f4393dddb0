/** A living room seen straight on: wall, window with a fall of light, wood floor, furniture. */
import type { Palette } from '../palettes';
import type { Random } from '../random';
import { el, polygon } from '../svg';
import { armchair, floorLamp, plant, shadeOf, sideTable, sofa, wallArt } from './furniture';

export interface RoomOptions {
  windowSide: 'left' | 'right';
  seating: 'sofa' | 'armchairs' | 'both';
  wallpaper?: 'stripes' | 'arches' | 'panels';
  /** Share of the width kept calm (for text over the hero). */
  calmLeft?: number;
}

export function room(width: number, height: number, p: Palette, random: Random, options: RoomOptions): string {
  const floorY = height * random.between(0.68, 0.76);
  const parts: string[] = [el('rect', { x: 0, y: 0, width, height, fill: p.wall })];
  parts.push(wallTexture(width, floorY, p, options.wallpaper));
  const calm = (options.calmLeft ?? 0) * width;
  const windowW = width * random.between(0.16, 0.22);
  const windowH = floorY * 0.62;
  const windowX = options.windowSide === 'left' ? Math.max(calm, width * 0.06) : width - windowW - width * 0.07;
  const windowY = floorY * 0.14;
  parts.push(floor(width, height, floorY, p));
  parts.push(lightFall(windowX, windowY, windowW, windowH, floorY, height, p, options.windowSide));
  parts.push(windowFrame(windowX, windowY, windowW, windowH, p));
  parts.push(curtain(windowX - windowW * 0.16, windowY - 20, windowW * 0.18, floorY - windowY + 14, p.accent2));
  parts.push(curtain(windowX + windowW - windowW * 0.02, windowY - 20, windowW * 0.18, floorY - windowY + 14, p.accent2));
  parts.push(el('rect', { x: windowX - windowW * 0.25, y: windowY - 26, width: windowW * 1.5, height: 7, rx: 3, fill: p.dark }));
  parts.push(el('rect', { x: 0, y: floorY - height * 0.018, width, height: height * 0.018, fill: p.light }));

  const free = options.windowSide === 'left' ? { from: windowX + windowW * 1.35, to: width * 0.97 } : { from: Math.max(calm, width * 0.04), to: windowX - windowW * 0.3 };
  const span = free.to - free.from;
  const rugY = floorY + (height - floorY) * 0.45;
  parts.push(el('ellipse', { cx: free.from + span / 2, cy: rugY, rx: span * 0.42, ry: (height - floorY) * 0.32, fill: p.accent2, opacity: 0.55 }));
  parts.push(el('ellipse', { cx: free.from + span / 2, cy: rugY, rx: span * 0.36, ry: (height - floorY) * 0.26, fill: 'none', stroke: p.light, 'stroke-width': 3, opacity: 0.5 }));
  const artW = span * random.between(0.22, 0.3);
  parts.push(wallArt(free.from + span / 2 - artW / 2, floorY * random.between(0.16, 0.26), artW, artW * random.between(0.7, 1.1), p, random));
  const seatFloor = floorY + (height - floorY) * 0.3;
  if (options.seating !== 'armchairs') {
    const sofaW = span * (options.seating === 'both' ? 0.48 : 0.62);
    const sofaX = options.seating === 'both' ? free.from + span * 0.33 : free.from + span / 2;
    parts.push(sofa(sofaX, seatFloor, sofaW, p, random, random.pick([2, 3, 3])));
    if (options.seating === 'both') parts.push(armchair(free.from + span * 0.72, seatFloor + 10, span * 0.19, p.accent, shadeOf(p.accent), p.dark));
  } else {
    parts.push(armchair(free.from + span * 0.3, seatFloor, span * 0.24, p.sofa, p.sofaShade, p.dark));
    parts.push(armchair(free.from + span * 0.7, seatFloor, span * 0.24, p.sofa, p.sofaShade, p.dark));
    parts.push(sideTable(free.from + span / 2, seatFloor, span * 0.12, p));
  }
  parts.push(random.chance(0.5) ? floorLamp(free.to - span * 0.04, seatFloor - 4, floorY * 0.72, p, p.name === 'evening') : plant(free.to - span * 0.05, seatFloor, floorY * 0.45, random));
  parts.push(plant(options.windowSide === 'left' ? windowX + windowW * 1.12 : windowX - windowW * 0.12, seatFloor + 16, floorY * 0.3, random, '#7C8B69', p.accent2));
  return parts.join('');
}

function wallTexture(width: number, floorY: number, p: Palette, kind: RoomOptions['wallpaper']): string {
  if (!kind) return '';
  const parts: string[] = [];
  if (kind === 'stripes') {
    for (let x = 0; x < width; x += 64) parts.push(el('rect', { x, y: 0, width: 28, height: floorY, fill: p.wallShade }));
  } else if (kind === 'panels') {
    const panelW = width / 7;
    for (let i = 0; i < 7; i++) parts.push(el('rect', { x: i * panelW + 24, y: floorY * 0.45, width: panelW - 48, height: floorY * 0.45, rx: 6, fill: 'none', stroke: p.wallShade, 'stroke-width': 5 }));
  } else {
    for (let x = 0; x < width; x += 90) {
      for (let y = 40; y < floorY; y += 120) parts.push(el('path', { d: `M${x + 15} ${y + 70} v-35 a30 30 0 0 1 60 0 v35`, fill: 'none', stroke: p.wallShade, 'stroke-width': 4 }));
    }
  }
  return parts.join('');
}

function floor(width: number, height: number, floorY: number, p: Palette): string {
  const parts = [el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: p.floor })];
  const lines = 18;
  const vanishX = width / 2;
  for (let i = -lines; i <= lines; i++) {
    const top = vanishX + i * (width / lines) * 0.55;
    const bottom = vanishX + i * (width / lines) * 1.25;
    parts.push(el('line', { x1: top, y1: floorY, x2: bottom, y2: height, stroke: p.floorLine, 'stroke-width': 2 }));
  }
  return parts.join('');
}

function windowFrame(x: number, y: number, w: number, h: number, p: Palette): string {
  const bar = Math.max(6, w * 0.035);
  return [
    el('rect', { x: x - bar, y: y - bar, width: w + 2 * bar, height: h + 2 * bar, fill: p.light }),
    el('rect', { x, y, width: w, height: h, fill: p.name === 'evening' ? '#3E4A5C' : '#DCE6EA' }),
    el('rect', { x, y: y + h * 0.55, width: w, height: h * 0.45, fill: p.name === 'evening' ? '#2F394A' : '#C9D7D1' }),
    el('rect', { x: x + w / 2 - bar / 2, y, width: bar, height: h, fill: p.light }),
    el('rect', { x, y: y + h * 0.38 - bar / 2, width: w, height: bar, fill: p.light }),
    el('rect', { x: x - bar * 2, y: y + h + bar, width: w + 4 * bar, height: bar * 1.5, fill: p.light }),
  ].join('');
}

/** Two translucent beams from the window onto wall and floor. */
function lightFall(x: number, y: number, w: number, h: number, floorY: number, height: number, p: Palette, side: 'left' | 'right'): string {
  const dir = side === 'left' ? 1 : -1;
  const reach = w * 1.9 * dir;
  const near = side === 'left' ? x + w : x;
  const far = side === 'left' ? x : x + w;
  return [
    polygon([[far, y + h], [near, y + h], [near + reach * 0.9, height], [far + reach * 0.45, height]], { fill: p.light, opacity: 0.22 }),
    polygon([[far, floorY], [near, floorY], [near + reach * 0.5, height], [far + reach * 0.25, height]], { fill: p.light, opacity: 0.18 }),
  ].join('');
}

function curtain(x: number, y: number, w: number, h: number, color: string): string {
  const folds = [0.25, 0.5, 0.75].map((f) => el('rect', { x: x + w * f - 2, y, width: 4, height: h, fill: shadeOf(color), opacity: 0.7 }));
  return el('rect', { x, y, width: w, height: h, rx: 4, fill: color }) + folds.join('');
}
