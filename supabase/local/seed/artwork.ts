import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Deterministic placeholder artwork for the demo content: a simple, calm interior scene (wall,
 * floor, a piece of furniture or textile) in a palette derived from the object name. Same name,
 * same picture.
 */

type Motif = 'sofa' | 'chair' | 'bed' | 'curtain' | 'rug' | 'table' | 'wall' | 'fabric';

const PALETTES: Array<[string, string, string, string]> = [
  // wall, floor, main, accent
  ['#e9e4da', '#b89b78', '#7d8f76', '#d9b26b'],
  ['#efe9e1', '#8c6b4f', '#b5654a', '#f1d6a8'],
  ['#dfe5e3', '#a58b6f', '#3f5b6b', '#e0b48a'],
  ['#f3ede4', '#9c7f63', '#c9a27e', '#56705f'],
  ['#e6e0ea', '#7b6453', '#6d5a7d', '#d8c3a5'],
  ['#ece7de', '#a07d5a', '#2f4a47', '#c98f5f'],
  ['#f1ebe2', '#b3a08a', '#a14e3f', '#e9cfa3'],
  ['#e3e8df', '#8f7258', '#8a9a5b', '#efe2c4'],
];

const KEYWORDS: Array<[RegExp, Motif]> = [
  [/sofa|couch|wohnzimmer|lounge/, 'sofa'],
  [/sessel|stuhl|stuehle|polster|bank/, 'chair'],
  [/bett|boxspring|schlaf|hotel/, 'bed'],
  [/vorhang|gardine|fenster|leinen/, 'curtain'],
  [/teppich|rug/, 'rug'],
  [/tisch|kueche|esszimmer|praxis/, 'table'],
  [/wand|paneel|putz|tapete|parkett|boden/, 'wall'],
];

function motifFor(name: string): Motif {
  const lower = name.toLowerCase();
  return KEYWORDS.find(([re]) => re.test(lower))?.[1] ?? 'fabric';
}

function furniture(motif: Motif, main: string, accent: string, w: number, h: number, v: number): string {
  const floorY = h * 0.72;
  const cx = w * (0.42 + v * 0.16);
  switch (motif) {
    case 'sofa':
      return `<rect x="${cx - 230}" y="${floorY - 150}" width="460" height="110" rx="26" fill="${main}"/>
        <rect x="${cx - 260}" y="${floorY - 110}" width="70" height="100" rx="22" fill="${main}" opacity="0.92"/>
        <rect x="${cx + 190}" y="${floorY - 110}" width="70" height="100" rx="22" fill="${main}" opacity="0.92"/>
        <rect x="${cx - 200}" y="${floorY - 70}" width="400" height="50" rx="14" fill="${main}" opacity="0.85"/>
        <rect x="${cx - 150}" y="${floorY - 130}" width="90" height="60" rx="16" fill="${accent}"/>
        <rect x="${cx + 70}" y="${floorY - 128}" width="80" height="58" rx="16" fill="${accent}" opacity="0.8"/>`;
    case 'chair':
      return `<rect x="${cx - 90}" y="${floorY - 230}" width="180" height="150" rx="40" fill="${main}"/>
        <rect x="${cx - 120}" y="${floorY - 110}" width="240" height="70" rx="24" fill="${main}" opacity="0.9"/>
        <rect x="${cx - 100}" y="${floorY - 40}" width="12" height="40" fill="#5b4636"/>
        <rect x="${cx + 88}" y="${floorY - 40}" width="12" height="40" fill="#5b4636"/>
        <circle cx="${cx + 190}" cy="${floorY - 210}" r="46" fill="${accent}" opacity="0.9"/>
        <rect x="${cx + 186}" y="${floorY - 165}" width="8" height="165" fill="#5b4636"/>`;
    case 'bed':
      return `<rect x="${cx - 260}" y="${floorY - 200}" width="520" height="90" rx="18" fill="${main}" opacity="0.95"/>
        <rect x="${cx - 280}" y="${floorY - 110}" width="560" height="80" rx="16" fill="${main}"/>
        <rect x="${cx - 280}" y="${floorY - 140}" width="560" height="40" rx="12" fill="#fbf8f2"/>
        <rect x="${cx - 230}" y="${floorY - 175}" width="150" height="45" rx="18" fill="${accent}"/>
        <rect x="${cx + 80}" y="${floorY - 175}" width="150" height="45" rx="18" fill="${accent}"/>
        <rect x="${cx - 40}" y="${floorY - 150}" width="320" height="40" rx="10" fill="${accent}" opacity="0.55"/>`;
    case 'curtain':
      return `<rect x="${cx - 170}" y="${h * 0.12}" width="340" height="${floorY - h * 0.2}" fill="#f8f6f0" opacity="0.9"/>
        <path d="M${cx - 240} ${h * 0.1} q40 ${h * 0.3} 0 ${floorY - h * 0.1} h110 q-30 -${h * 0.3} 0 -${floorY - h * 0.1} z" fill="${main}"/>
        <path d="M${cx + 240} ${h * 0.1} q-40 ${h * 0.3} 0 ${floorY - h * 0.1} h-110 q30 -${h * 0.3} 0 -${floorY - h * 0.1} z" fill="${main}"/>
        <rect x="${cx - 270}" y="${h * 0.08}" width="540" height="10" rx="5" fill="#5b4636"/>`;
    case 'rug':
      return `<ellipse cx="${cx}" cy="${floorY + 70}" rx="300" ry="60" fill="${main}"/>
        <ellipse cx="${cx}" cy="${floorY + 70}" rx="230" ry="42" fill="none" stroke="${accent}" stroke-width="10"/>
        <ellipse cx="${cx}" cy="${floorY + 70}" rx="140" ry="24" fill="${accent}" opacity="0.5"/>`;
    case 'table':
      return `<rect x="${cx - 220}" y="${floorY - 120}" width="440" height="22" rx="6" fill="#7a5a40"/>
        <rect x="${cx - 200}" y="${floorY - 98}" width="16" height="98" fill="#6a4c36"/>
        <rect x="${cx + 184}" y="${floorY - 98}" width="16" height="98" fill="#6a4c36"/>
        <circle cx="${cx}" cy="${floorY - 150}" r="28" fill="${accent}"/>
        <rect x="${cx - 300}" y="${floorY - 170}" width="70" height="170" rx="14" fill="${main}"/>
        <rect x="${cx + 230}" y="${floorY - 170}" width="70" height="170" rx="14" fill="${main}"/>`;
    case 'wall':
      return Array.from({ length: 9 }, (_, i) =>
        `<rect x="${w * 0.08 + i * (w * 0.093)}" y="${h * 0.08}" width="${w * 0.08}" height="${floorY - h * 0.08}" fill="${i % 2 ? main : accent}" opacity="${0.55 + (i % 3) * 0.15}"/>`,
      ).join('');
    case 'fabric':
      return Array.from({ length: 6 }, (_, i) =>
        `<rect x="${w * 0.1 + i * 95}" y="${h * 0.18 + (i % 2) * 30}" width="80" height="${h * 0.5}" rx="8" fill="${i % 2 ? main : accent}" transform="rotate(${(i - 3) * 3} ${w / 2} ${h / 2})"/>`,
      ).join('');
  }
}

/** SVG source of the artwork for an object name. */
export function artworkSvg(name: string, width = 960, height = 720): string {
  const digest = createHash('sha256').update(name).digest();
  const palette = PALETTES[(digest[0] ?? 0) % PALETTES.length] as [string, string, string, string];
  const [wall, floor, main, accent] = palette;
  const variation = (digest[1] ?? 0) / 255;
  const floorY = height * 0.72;
  const lamp = (digest[2] ?? 0) % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${main}" stop-opacity="0.25"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#3d2f25"/></linearGradient>
    <radialGradient id="light" cx="${0.2 + variation * 0.6}" cy="0.15" r="0.8"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.7"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>
  <rect width="${width}" height="${height}" fill="url(#light)"/>
  <ellipse cx="${width * (0.42 + variation * 0.16)}" cy="${floorY + 8}" rx="300" ry="18" fill="#000" opacity="0.12"/>
  ${lamp ? `<line x1="${width * 0.82}" y1="0" x2="${width * 0.82}" y2="${height * 0.22}" stroke="#5b4636" stroke-width="3"/><path d="M${width * 0.82 - 40} ${height * 0.3} l40 -70 l40 70 z" fill="${accent}"/>` : ''}
  ${furniture(motifFor(name), main, accent, width, height, variation)}
</svg>`;
}

/** Renders the artwork as WebP (small: the demo needs many of them, fast). */
export async function renderArtwork(name: string): Promise<Uint8Array> {
  const svg = Buffer.from(artworkSvg(name));
  // Rendered at 800x600 (density scales the 960x720 drawing).
  return new Uint8Array(await sharp(svg, { density: 60 }).webp({ quality: 70, effort: 1 }).toBuffer());
}
