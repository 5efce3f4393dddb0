/** Close-ups of the trade's materials: fabric swatches, seams, tufting, floor planks, wallpaper. */
import type { Palette } from '../palettes';
import type { Random } from '../random';
import { el } from '../svg';
import { shadeOf } from './furniture';

const FABRICS = ['#8C4F2F', '#C3AB8B', '#8A9A7B', '#7D8FA0', '#B5654A', '#6D4C5B', '#C49A45', '#E8DDCD', '#5E4E3E', '#6B6B47'];

/** A fan of fabric swatches on a table, each with its own weave and a stitched edge. */
export function swatches(width: number, height: number, p: Palette, random: Random): string {
  const parts = [el('rect', { x: 0, y: 0, width, height, fill: p.wall })];
  parts.push(el('rect', { x: 0, y: height * 0.82, width, height: height * 0.18, fill: p.floor }));
  const count = 7;
  const sw = width * 0.22;
  const sh = height * 0.62;
  for (let i = 0; i < count; i++) {
    const cx = width * 0.2 + (i * width * 0.6) / (count - 1);
    const cy = height * 0.48 + random.between(-20, 20);
    const angle = -24 + (48 * i) / (count - 1) + random.between(-4, 4);
    const color = FABRICS[(i + random.int(0, 9)) % FABRICS.length]!;
    parts.push(el('g', { transform: `rotate(${angle.toFixed(1)} ${cx.toFixed(1)} ${(cy + sh / 2).toFixed(1)})` }, swatch(cx - sw / 2, cy - sh / 2, sw, sh, color, i % 4)));
  }
  return parts.join('');
}

function swatch(x: number, y: number, w: number, h: number, color: string, weave: number): string {
  const parts = [el('rect', { x: x + 10, y: y + 14, width: w, height: h, rx: 14, fill: '#000', opacity: 0.14 }), el('rect', { x, y, width: w, height: h, rx: 14, fill: color })];
  const line = shadeOf(color, 0.85);
  if (weave === 0) for (let i = 1; i < 12; i++) parts.push(el('rect', { x, y: y + (h * i) / 12, width: w, height: 5, fill: line }));
  if (weave === 1) for (let i = 1; i < 8; i++) parts.push(el('rect', { x: x + (w * i) / 8, y, width: 6, height: h, fill: line }), el('rect', { x, y: y + (h * i) / 8, width: w, height: 6, fill: line, opacity: 0.6 }));
  if (weave === 2) for (let i = 0; i < 14; i++) parts.push(el('circle', { cx: x + w * (0.2 + 0.6 * ((i * 7) % 14) / 13), cy: y + h * (0.1 + (0.8 * i) / 13), r: w * 0.04, fill: line }));
  parts.push(el('rect', { x: x + 14, y: y + 14, width: w - 28, height: h - 28, rx: 8, fill: 'none', stroke: '#FAF7F2', 'stroke-width': 3, 'stroke-dasharray': '14 10', opacity: 0.8 }));
  parts.push(el('rect', { x: x + w * 0.3, y: y + h - 70, width: w * 0.4, height: 34, rx: 4, fill: '#FAF7F2', opacity: 0.9 }));
  return parts.join('');
}

/** Leather with a double stitched seam running diagonally across. */
export function stitchedSeam(width: number, height: number, color: string): string {
  const light = shadeOf(color, 1.15);
  const dark = shadeOf(color, 0.75);
  const seam = (offset: number) =>
    el('path', { d: `M${-100} ${height * 0.75 + offset} C${width * 0.3} ${height * 0.55 + offset} ${width * 0.6} ${height * 0.45 + offset} ${width + 100} ${height * 0.15 + offset}`, fill: 'none', stroke: '#F3EDE4', 'stroke-width': 7, 'stroke-dasharray': '26 16', 'stroke-linecap': 'round' });
  return [
    el('rect', { x: 0, y: 0, width, height, fill: color }),
    el('path', { d: `M0 0 H${width} V${height * 0.2} C${width * 0.6} ${height * 0.5} ${width * 0.3} ${height * 0.6} 0 ${height * 0.8} Z`, fill: light, opacity: 0.55 }),
    el('path', { d: `M${-100} ${height * 0.78} C${width * 0.3} ${height * 0.58} ${width * 0.6} ${height * 0.48} ${width + 100} ${height * 0.18}`, fill: 'none', stroke: dark, 'stroke-width': 16 }),
    seam(-36),
    seam(48),
  ].join('');
}

/** Deep-buttoned (Chesterfield) upholstery: a diamond grid with buttons at the crossings. */
export function tufting(width: number, height: number, color: string, button: string): string {
  const step = Math.round(width / 8);
  const dark = shadeOf(color, 0.7);
  const parts = [el('rect', { x: 0, y: 0, width, height, fill: color })];
  for (let row = -1; row * step * 0.8 < height + step; row++) {
    for (let col = -1; col * step < width + step; col++) {
      const cx = col * step + (row % 2 ? step / 2 : 0);
      const cy = row * step * 0.8;
      parts.push(el('path', { d: `M${cx} ${cy} l${step / 2} ${step * 0.4} l${-step / 2} ${step * 0.4} l${-step / 2} ${-step * 0.4} Z`, fill: shadeOf(color, 1.08), stroke: dark, 'stroke-width': 4 }));
      parts.push(el('circle', { cx, cy, r: step * 0.06, fill: button }));
    }
  }
  return parts.join('');
}

/** Wood planks seen from above, with staggered joints and a rug corner. */
export function planks(width: number, height: number, p: Palette, random: Random, withRug = true): string {
  const parts = [el('rect', { x: 0, y: 0, width, height, fill: p.floor })];
  const plankH = height / 9;
  for (let row = 0; row < 9; row++) {
    const y = row * plankH;
    const tone = row % 3 === 0 ? p.floorLine : row % 3 === 1 ? p.floor : shadeOf(p.floor, 0.92);
    parts.push(el('rect', { x: 0, y, width, height: plankH, fill: tone }));
    parts.push(el('path', { d: `M0 ${y + plankH * 0.45} C${width * 0.3} ${y + plankH * 0.3} ${width * 0.6} ${y + plankH * 0.62} ${width} ${y + plankH * 0.4}`, fill: 'none', stroke: shadeOf(tone, 0.9), 'stroke-width': 3 }));
    parts.push(el('rect', { x: 0, y: y + plankH - 3, width, height: 3, fill: shadeOf(p.floorLine, 0.7) }));
    let x = -random.between(0, width * 0.4);
    while (x < width) {
      x += width * random.between(0.35, 0.6);
      parts.push(el('rect', { x, y, width: 3, height: plankH, fill: shadeOf(p.floorLine, 0.7) }));
    }
  }
  if (withRug) {
    parts.push(el('rect', { x: width * 0.55, y: height * 0.45, width: width * 0.6, height: height * 0.7, rx: 10, fill: p.accent2 }));
    parts.push(el('rect', { x: width * 0.58, y: height * 0.5, width: width * 0.6, height: height * 0.7, rx: 6, fill: 'none', stroke: p.accent, 'stroke-width': 8 }));
  }
  return parts.join('');
}

/** A wallpaper close-up (leaf or arch motif) with a framed mirror and a console. */
export function wallpaper(width: number, height: number, p: Palette, random: Random): string {
  const motif = random.int(0, 1);
  const tile = Math.round(width / 12);
  const shape =
    motif === 0
      ? el('path', { d: `M${tile / 2} ${tile * 0.15} C${tile * 0.85} ${tile * 0.4} ${tile * 0.85} ${tile * 0.7} ${tile / 2} ${tile * 0.9} C${tile * 0.15} ${tile * 0.7} ${tile * 0.15} ${tile * 0.4} ${tile / 2} ${tile * 0.15} Z`, fill: p.wallShade, stroke: shadeOf(p.wallShade, 0.9), 'stroke-width': 2 })
      : el('path', { d: `M${tile * 0.15} ${tile} V${tile * 0.5} A${tile * 0.35} ${tile * 0.35} 0 0 1 ${tile * 0.85} ${tile * 0.5} V${tile}`, fill: 'none', stroke: p.wallShade, 'stroke-width': 6 });
  const mirrorW = width * 0.24;
  const mx = width * random.between(0.45, 0.6);
  return [
    el('defs', {}, el('pattern', { id: 'paper', width: tile, height: tile, patternUnits: 'userSpaceOnUse' }, el('rect', { width: tile, height: tile, fill: p.wall }), shape)),
    el('rect', { x: 0, y: 0, width, height, fill: 'url(#paper)' }),
    el('rect', { x: mx - mirrorW / 2 + 12, y: height * 0.14 + 14, width: mirrorW, height: height * 0.5, rx: mirrorW / 2, fill: '#000', opacity: 0.12 }),
    el('rect', { x: mx - mirrorW / 2, y: height * 0.14, width: mirrorW, height: height * 0.5, rx: mirrorW / 2, fill: p.accent2 }),
    el('rect', { x: mx - mirrorW / 2 + 16, y: height * 0.14 + 16, width: mirrorW - 32, height: height * 0.5 - 32, rx: mirrorW / 2 - 16, fill: '#DCE3E2' }),
    el('path', { d: `M${mx - mirrorW * 0.2} ${height * 0.3} l${mirrorW * 0.25} ${-height * 0.06}`, stroke: '#FFFFFF', 'stroke-width': 10, opacity: 0.7 }),
    el('rect', { x: mx - mirrorW * 0.9, y: height * 0.72, width: mirrorW * 1.8, height: height * 0.05, fill: p.accent }),
    el('rect', { x: mx - mirrorW * 0.85, y: height * 0.77, width: 10, height: height * 0.23, fill: p.dark }),
    el('rect', { x: mx + mirrorW * 0.85 - 10, y: height * 0.77, width: 10, height: height * 0.23, fill: p.dark }),
    el('rect', { x: mx - mirrorW * 0.5, y: height * 0.64, width: mirrorW * 0.16, height: height * 0.08, rx: 6, fill: p.sofa }),
    el('circle', { cx: mx + mirrorW * 0.5, cy: height * 0.66, r: height * 0.06, fill: p.light, stroke: p.accent2, 'stroke-width': 4 }),
  ].join('');
}

/** Bolts of cloth on a shelf, a spool of thread and scissors: the sewing atelier. */
export function fabricRolls(width: number, height: number, p: Palette, random: Random): string {
  const parts = [el('rect', { x: 0, y: 0, width, height, fill: p.wall })];
  const rollH = height * 0.1;
  for (let shelf = 0; shelf < 3; shelf++) {
    const shelfY = height * (0.3 + shelf * 0.2);
    parts.push(el('rect', { x: width * 0.06, y: shelfY, width: width * 0.88, height: 12, fill: p.dark }));
    let x = width * 0.08;
    while (x < width * 0.86) {
      const rollW = width * random.between(0.12, 0.2);
      const color = random.pick(FABRICS);
      parts.push(el('rect', { x, y: shelfY - rollH, width: rollW, height: rollH, rx: rollH / 2, fill: color }));
      parts.push(el('ellipse', { cx: x + rollW - rollH * 0.25, cy: shelfY - rollH / 2, rx: rollH * 0.25, ry: rollH / 2, fill: shadeOf(color, 0.8) }));
      parts.push(el('circle', { cx: x + rollW - rollH * 0.25, cy: shelfY - rollH / 2, r: rollH * 0.08, fill: p.light }));
      x += rollW + width * 0.015;
    }
  }
  const tableY = height * 0.8;
  parts.push(el('rect', { x: 0, y: tableY, width, height: height - tableY, fill: p.floor }));
  parts.push(el('rect', { x: width * 0.12, y: tableY + 30, width: width * 0.5, height: height * 0.12, rx: 6, fill: p.sofa, transform: `rotate(-6 ${width * 0.37} ${tableY + 60})` }));
  parts.push(el('rect', { x: width * 0.14, y: tableY + 44, width: width * 0.46, height: height * 0.12 - 28, rx: 4, fill: 'none', stroke: p.light, 'stroke-width': 3, 'stroke-dasharray': '12 9', transform: `rotate(-6 ${width * 0.37} ${tableY + 60})` }));
  const sx = width * 0.76;
  const sy = tableY + height * 0.09;
  parts.push(el('rect', { x: sx - 40, y: sy - 60, width: 80, height: 120, rx: 10, fill: p.accent }));
  parts.push(el('rect', { x: sx - 52, y: sy - 72, width: 104, height: 18, rx: 6, fill: p.dark }), el('rect', { x: sx - 52, y: sy + 54, width: 104, height: 18, rx: 6, fill: p.dark }));
  return parts.join('');
}
