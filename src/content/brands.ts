/**
 * 'Unsere Marken': the brands shown in the logo strip. Every name is invented and every logo is a
 * generated wordmark (scripts/images/brandLogos.ts), so no real trademark ships with the site.
 * The owner replaces name and logo per entry; logos are served as-is from public/uploads/brands/.
 */
export interface Brand {
  name: string;
  /** Public path of the logo, e.g. '/uploads/brands/feldmoos.svg'. */
  logo: string;
}

const names = [
  ['Feldmoos', 'feldmoos'],
  ['Maison Orvelle', 'maison-orvelle'],
  ['Brannholt', 'brannholt'],
  ['Lunavera', 'lunavera'],
  ['Kesswald', 'kesswald'],
  ['Tuchwerk Almen', 'tuchwerk-almen'],
  ['Sorrel & Finch', 'sorrel-finch'],
  ['Velmoria', 'velmoria'],
  ['Nordgarn', 'nordgarn'],
  ['Eichenruh Betten', 'eichenruh'],
  ['Drapéa', 'drapea'],
  ['Wollstieg', 'wollstieg'],
  ['Casa Tellaro', 'casa-tellaro'],
  ['Moendal', 'moendal'],
  ['Ostergarn', 'ostergarn'],
  ['Atelier Quillon', 'atelier-quillon'],
  ['Sandwirk', 'sandwirk'],
] as const;

export const brands: readonly Brand[] = names.map(([name, slug]) => ({ name, logo: `/uploads/brands/${slug}.svg` }));
