/**
 * Writes the placeholder artwork into public/uploads/ (`npm run images:generate`). The real photos
 * are not available yet; these flat compositions in the site's palette stand in for them. The
 * files are committed: they are the source images the responsive-image build step encodes.
 * Every scene draws from a fixed seed, so running this twice writes identical files.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { brands } from '../../src/content/brands';
import { founder, team } from '../../src/content/team';
import { brandLogoSvg } from './brandLogos';
import { palettes, paletteNamed, sand, cognac } from './palettes';
import { seeded } from './random';
import { bedroom, type Headboard } from './scenes/bed';
import { portrait } from './scenes/portrait';
import { room } from './scenes/room';
import { fabricRolls, planks, stitchedSeam, swatches, tufting, wallpaper } from './scenes/textiles';
import { svgDocument } from './svg';

const UPLOADS = path.resolve(import.meta.dirname, '../../public/uploads');

interface Artwork {
  file: string;
  width: number;
  height: number;
  draw: (width: number, height: number) => string;
}

const impressions: Artwork['draw'][] = [
  (w, h) => room(w, h, paletteNamed('ivory'), seeded(101), { windowSide: 'left', seating: 'sofa', wallpaper: 'panels' }),
  (w, h) => swatches(w, h, paletteNamed('ivory'), seeded(102)),
  (w, h) => room(w, h, paletteNamed('evening'), seeded(103), { windowSide: 'right', seating: 'armchairs' }),
  (w, h) => wallpaper(w, h, paletteNamed('sage'), seeded(104)),
  (w, h) => planks(w, h, paletteNamed('ivory'), seeded(105)),
  (w, h) => bedroom(w, h, paletteNamed('dove'), seeded(106), 'channels'),
  (w, h) => room(w, h, paletteNamed('sage'), seeded(107), { windowSide: 'right', seating: 'both', wallpaper: 'stripes' }),
  (w, h) => stitchedSeam(w, h, cognac),
  (w, h) => room(w, h, paletteNamed('terracotta'), seeded(109), { windowSide: 'left', seating: 'both', wallpaper: 'arches' }),
  (w, h) => tufting(w, h, '#6D4C5B', '#C49A45'),
  (w, h) => room(w, h, paletteNamed('plum'), seeded(111), { windowSide: 'left', seating: 'armchairs', wallpaper: 'panels' }),
];

const headboards: Headboard[] = ['panel', 'channels', 'rounded', 'wings', 'buttons'];

const portraitColours = [
  { background: sand[200], figure: sand[600], text: sand[50] },
  { background: '#DDE2D3', figure: '#6F7F62', text: sand[50] },
  { background: '#E6D1BE', figure: cognac, text: sand[50] },
  { background: '#D3D6DA', figure: '#58708A', text: sand[50] },
  { background: sand[300], figure: sand[800], text: sand[200] },
  { background: '#EADFE0', figure: '#6D4C5B', text: sand[50] },
  { background: '#E9E4D3', figure: '#6B6B47', text: sand[50] },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function artworks(): Artwork[] {
  const list: Artwork[] = [
    { file: 'hero/hero.jpg', width: 2400, height: 1350, draw: (w, h) => room(w, h, paletteNamed('cognac'), seeded(1), { windowSide: 'left', seating: 'both', wallpaper: 'panels' }) },
  ];
  impressions.forEach((draw, index) => {
    const number = index + 1;
    list.push({ file: `impressionen/${number}.${number === 6 ? 'jpg' : 'png'}`, width: 1920, height: 1080, draw });
  });
  list.push(
    { file: 'services/naehatelier.jpg', width: 900, height: 1200, draw: (w, h) => fabricRolls(w, h, paletteNamed('ivory'), seeded(201)) },
    { file: 'services/polsterei.jpg', width: 900, height: 1200, draw: (w, h) => tufting(w, h, cognac, '#F3EDE4') },
    {
      file: 'services/wand-und-boden.jpg',
      width: 900,
      height: 1200,
      draw: (w, h) => `${wallpaper(w, h, paletteNamed('olive'), seeded(203))}<g transform="translate(0 ${h * 0.62})">${planks(w, h * 0.38, paletteNamed('cognac'), seeded(204), false)}</g>`,
    },
  );
  for (let index = 0; index < 9; index++) {
    const palette = palettes[(index * 3) % palettes.length]!;
    list.push({ file: `boxspring/${index + 1}.jpg`, width: 1200, height: 900, draw: (w, h) => bedroom(w, h, palette, seeded(300 + index), headboards[index % headboards.length]!) });
  }
  team.forEach((member, index) => {
    const colours = portraitColours[index % portraitColours.length]!;
    list.push({ file: `team/${member.image}.jpg`, width: 384, height: 384, draw: (w, h) => portrait(w, h, initials(member.name), { ...colours, offset: ((index % 3) - 1) * 0.04 }) });
  });
  list.push({ file: `team/${founder.image}.jpg`, width: 900, height: 1200, draw: (w, h) => portrait(w, h, initials(founder.name), { background: sand[300], figure: sand[800], text: sand[100], offset: -0.05 }) });
  return list;
}

async function render(artwork: Artwork): Promise<Buffer> {
  const svg = svgDocument(artwork.width, artwork.height, artwork.draw(artwork.width, artwork.height));
  const image = sharp(Buffer.from(svg)).resize(artwork.width, artwork.height);
  return artwork.file.endsWith('.png')
    ? image.png({ palette: true, colours: 128, compressionLevel: 9, effort: 8, dither: 0.6 }).toBuffer()
    : image.flatten({ background: sand[50] }).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
}

/** Writes only when the bytes differ, so an unchanged file keeps its timestamp. */
function writeIfChanged(file: string, data: Buffer | string): boolean {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  if (existsSync(file) && readFileSync(file).equals(bytes)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return true;
}

export async function generatePlaceholders(outDir = UPLOADS): Promise<void> {
  let written = 0;
  for (const artwork of artworks()) {
    if (writeIfChanged(path.join(outDir, artwork.file), await render(artwork))) written++;
  }
  for (const brand of brands) {
    const slug = path.basename(brand.logo, '.svg');
    if (writeIfChanged(path.join(outDir, 'brands', `${slug}.svg`), brandLogoSvg(slug, brand.name))) written++;
  }
  console.log(`Placeholder artwork: ${written} file(s) written to ${path.relative(process.cwd(), outDir)}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await generatePlaceholders();
}
