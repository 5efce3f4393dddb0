/**
 * Warm interior palettes around the site's sand/ivory scale (#FAF7F2 … #2B2622) and its cognac
 * accent (#8C4F2F). Each scene picks one, so a slideshow of placeholders still looks varied.
 */
export interface Palette {
  name: string;
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  sofa: string;
  sofaShade: string;
  accent: string;
  accent2: string;
  light: string;
  dark: string;
}

export const sand = {
  50: '#FAF7F2',
  100: '#F3EDE4',
  200: '#E8DDCD',
  300: '#D9C8B0',
  400: '#C3AB8B',
  500: '#A68C6B',
  600: '#806A51',
  700: '#5E4E3E',
  800: '#40362D',
  900: '#2B2622',
} as const;

export const cognac = '#8C4F2F';

export const palettes: readonly Palette[] = [
  { name: 'ivory', wall: '#F3EDE4', wallShade: '#E8DDCD', floor: '#B89470', floorLine: '#9E7A57', sofa: '#D9C8B0', sofaShade: '#C3AB8B', accent: cognac, accent2: '#5E4E3E', light: '#FFFDF8', dark: '#2B2622' },
  { name: 'cognac', wall: '#E8DDCD', wallShade: '#D9C8B0', floor: '#7A5638', floorLine: '#644529', sofa: cognac, sofaShade: '#6F3D23', accent: '#F3EDE4', accent2: '#C49A45', light: '#FFF8EC', dark: '#2B2622' },
  { name: 'sage', wall: '#DDE2D3', wallShade: '#C9D0BC', floor: '#C2A27C', floorLine: '#A8885F', sofa: '#8A9A7B', sofaShade: '#6F7F62', accent: cognac, accent2: '#F3EDE4', light: '#FBFCF6', dark: '#2F3329' },
  { name: 'evening', wall: '#5E4E3E', wallShade: '#4E4033', floor: '#40362D', floorLine: '#332A22', sofa: '#C3AB8B', sofaShade: '#A68C6B', accent: '#C49A45', accent2: cognac, light: '#F6D9A8', dark: '#1E1A17' },
  { name: 'dove', wall: '#E4E6E8', wallShade: '#D3D6DA', floor: '#A68C6B', floorLine: '#8C7457', sofa: '#7D8FA0', sofaShade: '#647687', accent: cognac, accent2: '#D9C8B0', light: '#FFFFFF', dark: '#26292C' },
  { name: 'terracotta', wall: '#F1E3D6', wallShade: '#E6D1BE', floor: '#9C7552', floorLine: '#82603F', sofa: '#B5654A', sofaShade: '#974F37', accent: '#5E4E3E', accent2: '#E8DDCD', light: '#FFF6EC', dark: '#2B2622' },
  { name: 'plum', wall: '#EADFE0', wallShade: '#DCCBCD', floor: '#8F7258', floorLine: '#765C45', sofa: '#6D4C5B', sofaShade: '#573B48', accent: '#C49A45', accent2: '#F3EDE4', light: '#FFF9F7', dark: '#2A2226' },
  { name: 'olive', wall: '#E9E4D3', wallShade: '#DAD3BC', floor: '#6E5F51', floorLine: '#5A4C40', sofa: '#6B6B47', sofaShade: '#555536', accent: cognac, accent2: '#E8DDCD', light: '#FFFCF0', dark: '#2B2A20' },
];

export function paletteNamed(name: string): Palette {
  const found = palettes.find((palette) => palette.name === name);
  if (!found) throw new Error(`no palette named ${name}`);
  return found;
}
