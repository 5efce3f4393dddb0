/**
 * Wordmark logos for the invented brands of src/content/brands.ts: each its own colour, typeface
 * family and small mark, drawn as a 240x80 viewBox SVG. Browsers render the text with their own
 * serif/sans fonts, which keeps the files tiny and needs no font download.
 */
import { el, escapeXml } from './svg';

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";
const MONO = "'Courier New', monospace";

interface LogoStyle {
  color: string;
  font: string;
  size: number;
  weight?: number;
  italic?: boolean;
  spacing?: number;
  upper?: boolean;
  lower?: boolean;
  /** A small mark left of the wordmark (drawn in a 0..40 box) or decorations around it. */
  mark?: (color: string) => string;
  /** Second line under the wordmark. */
  sub?: string;
  textX?: number;
}

const leaf = (c: string) => el('path', { d: 'M8 34C8 16 20 6 36 6C36 24 26 34 8 34ZM10 32L30 12', fill: c, stroke: '#fff', 'stroke-width': 1.5 });
const crescent = (c: string) => el('path', { d: 'M26 6A16 16 0 1 0 34 34A13 13 0 1 1 26 6Z', fill: c });
const square = (c: string) => el('rect', { x: 8, y: 8, width: 24, height: 24, fill: c }) + el('rect', { x: 16, y: 16, width: 8, height: 8, fill: '#fff' });
const ring = (c: string) => el('circle', { cx: 20, cy: 20, r: 13, fill: 'none', stroke: c, 'stroke-width': 4 });
const diamond = (c: string) => el('path', { d: 'M20 4L36 20L20 36L4 20Z', fill: c }) + el('path', { d: 'M20 12L28 20L20 28L12 20Z', fill: '#fff' });
const spool = (c: string) => el('rect', { x: 10, y: 6, width: 20, height: 5, rx: 2, fill: c }) + el('rect', { x: 13, y: 11, width: 14, height: 18, fill: c, opacity: 0.6 }) + el('rect', { x: 10, y: 29, width: 20, height: 5, rx: 2, fill: c });
const wave = (c: string) => el('path', { d: 'M4 24Q12 12 20 24T36 24', fill: 'none', stroke: c, 'stroke-width': 4, 'stroke-linecap': 'round' }) + el('path', { d: 'M4 32Q12 20 20 32T36 32', fill: 'none', stroke: c, 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.6 });
const dot = (c: string) => el('circle', { cx: 20, cy: 20, r: 9, fill: c });

export const logoStyles: Record<string, LogoStyle> = {
  feldmoos: { color: '#5F7A4E', font: SERIF, size: 30, italic: true, mark: leaf },
  'maison-orvelle': { color: '#222222', font: SERIF, size: 17, upper: true, spacing: 3, textX: 0 },
  brannholt: { color: '#23395B', font: SANS, size: 30, weight: 700, lower: true, mark: square },
  lunavera: { color: '#6D4C5B', font: SERIF, size: 31, italic: true, mark: crescent },
  kesswald: { color: '#2E5339', font: SANS, size: 18, weight: 300, upper: true, spacing: 7, textX: 0 },
  'tuchwerk-almen': { color: '#8C4F2F', font: SANS, size: 26, weight: 800, upper: true, spacing: 1, sub: 'ALMEN', textX: 0 },
  'sorrel-finch': { color: '#B5654A', font: SERIF, size: 24, textX: 0 },
  velmoria: { color: '#58708A', font: SANS, size: 28, weight: 300, lower: true, mark: ring },
  nordgarn: { color: '#1F2F4A', font: SANS, size: 30, weight: 900, upper: true, textX: 0 },
  eichenruh: { color: '#6B4423', font: SERIF, size: 28, weight: 700, sub: 'BETTEN · SEIT 1952', textX: 0 },
  drapea: { color: '#A8566B', font: SERIF, size: 34, italic: true, textX: 0 },
  wollstieg: { color: '#3A3A3A', font: MONO, size: 22, weight: 700, upper: true, textX: 0 },
  'casa-tellaro': { color: '#A65A32', font: SERIF, size: 25, mark: diamond },
  moendal: { color: '#2C7A7B', font: SANS, size: 30, weight: 500, lower: true, mark: dot },
  ostergarn: { color: '#B08427', font: SANS, size: 28, weight: 600, mark: spool },
  'atelier-quillon': { color: '#111111', font: SERIF, size: 15, upper: true, spacing: 3, textX: 0 },
  sandwirk: { color: '#8D7350', font: SANS, size: 29, weight: 400, mark: wave },
};

/** Only the part of a name that the wordmark shows as its first line. */
function wordmarkText(slug: string, name: string, style: LogoStyle): string {
  const text = style.sub ? name.split(' ')[0]! : name;
  if (slug === 'sorrel-finch') return text;
  return style.upper ? text.toUpperCase() : style.lower ? text.toLowerCase() : text;
}

export function brandLogoSvg(slug: string, name: string): string {
  const style = logoStyles[slug];
  if (!style) throw new Error(`no logo style for brand ${slug}`);
  const hasMark = Boolean(style.mark);
  const textX = style.textX ?? (hasMark ? 48 : 0);
  const centred = !hasMark;
  const lineY = style.sub ? 40 : 50;
  const text = el(
    'text',
    {
      x: centred ? 120 : textX,
      y: lineY,
      'text-anchor': centred ? 'middle' : undefined,
      'font-family': style.font,
      'font-size': style.size,
      'font-weight': style.weight,
      'font-style': style.italic ? 'italic' : undefined,
      'letter-spacing': style.spacing,
      fill: style.color,
    },
    escapeXml(wordmarkText(slug, name, style)),
  );
  const decorations: string[] = [];
  if (style.mark) decorations.push(el('g', { transform: 'translate(0 20)' }, style.mark(style.color)));
  if (style.sub) decorations.push(el('text', { x: 120, y: 62, 'text-anchor': 'middle', 'font-family': style.font, 'font-size': 11, 'letter-spacing': 4, fill: style.color }, escapeXml(style.sub)));
  if (slug === 'atelier-quillon' || slug === 'maison-orvelle') decorations.push(el('path', { d: 'M40 24H200M40 60H200', stroke: style.color, 'stroke-width': 1 }));
  if (slug === 'nordgarn') decorations.push(el('rect', { x: 50, y: 58, width: 140, height: 5, fill: '#C49A45' }));
  if (slug === 'wollstieg') decorations.push(el('rect', { x: 14, y: 20, width: 212, height: 42, rx: 21, fill: 'none', stroke: style.color, 'stroke-width': 2.5 }));
  if (slug === 'sorrel-finch') decorations.push(el('circle', { cx: 120, cy: 66, r: 3, fill: style.color }));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>${decorations.join('')}${text}</svg>\n`;
}
