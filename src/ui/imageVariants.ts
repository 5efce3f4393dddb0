/**
 * How a build-time image variant is named, and an image's page data (srcsets, fallback) built from
 * that name. The build's image pipeline (scripts/vite/imagePipeline.ts) names the files it writes
 * with `variantFileName`, and the `virtual:responsive-images` module calls `imageData` per image,
 * so the start page carries each image's name, hash and widths once instead of every URL written
 * out (about 0.8 KB less compressed JavaScript on a first visit).
 */
export type ImageFormat = 'avif' | 'webp';

export interface ResponsiveImageData {
  /** Intrinsic size of the source, for the width/height attributes (no layout shift). */
  width: number;
  height: number;
  /** srcset of the AVIF variants, e.g. '/assets/img/hero-hero-640.ab12cd34ef.avif 640w, …'. */
  avif: string;
  /** srcset of the WebP variants. */
  webp: string;
  /** URL for the plain `<img src>`: the largest WebP variant. */
  fallback: string;
  /** Dominant colour (#rrggbb), shown as background while the image loads. */
  color: string;
}

/** `stem` is the folder and name, e.g. 'assets/img/impressionen-6'; one hash names all of an image's variants. */
export function variantFileName(stem: string, width: number, hash: string, format: ImageFormat): string {
  return `${stem}-${width}.${hash}.${format}`;
}

/** `stem` as served, e.g. '/assets/img/impressionen-6'; `widths` ascending, as encoded in both formats. */
export function imageData(stem: string, hash: string, width: number, height: number, color: string, widths: readonly number[]): ResponsiveImageData {
  const srcset = (format: ImageFormat) => widths.map((each) => `${variantFileName(stem, each, hash, format)} ${each}w`).join(', ');
  return { width, height, avif: srcset('avif'), webp: srcset('webp'), fallback: variantFileName(stem, widths.at(-1)!, hash, 'webp'), color };
}
