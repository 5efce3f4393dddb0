// The two font packages ship no types; what the build (scripts/vite/fontSubsets.ts) and its test use.

declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType feature tags to keep (all when left out). */
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Buffer> };
  export default fontverter;
}
