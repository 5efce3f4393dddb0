/**
 * Until a web font arrives, its text is set in a local font resized to the web font's metrics, so
 * the swap does not rewrap text and move the page. Body text (Inter): Lighthouse measured CLS 0.007
 * on /, all of it the hero's text moving when Inter replaced the system font. Headings (Cormorant
 * Garamond, much narrower than Georgia or Times): an offer's name wrapped onto one line less once
 * the font came, and the card's text below moved up 33 px (/sale, CLS 0.012 at 390 px). The
 * `@font-face` rules are written at build time from the fonts' published metrics
 * (scripts/vite/fontFallbacks.ts).
 */
export interface FontFallback {
  /** The stand-in's family name, placed right after the web font in its font stack. */
  family: string;
  /** The family whose metrics the stand-in matches (as capsize names it). */
  metricsOf: string;
  /** The weights the page asks for, so none is drawn with the wrong face. */
  weights: string;
  /** The local fonts to resize, most likely first. */
  locals: readonly { font: string; metricsOf?: string }[];
}

export const BODY_FONT_FALLBACK: FontFallback = {
  family: 'Inter Variable fallback',
  metricsOf: 'Inter',
  weights: '100 900',
  // Windows, Apple, most others, Linux, Android. Liberation Sans, Linux's stand-in for Arial, has
  // Arial's metrics (it was made to).
  locals: [{ font: 'Segoe UI' }, { font: 'Helvetica Neue' }, { font: 'Arial' }, { font: 'Liberation Sans', metricsOf: 'Arial' }, { font: 'Roboto' }, { font: 'Noto Sans' }],
};

export const HEADING_FONT_FALLBACK: FontFallback = {
  family: 'Cormorant Garamond fallback',
  metricsOf: 'Cormorant Garamond',
  weights: '500 600',
  // Windows and Apple, then Linux (Liberation Serif has the metrics of Times New Roman) and Android.
  locals: [{ font: 'Georgia' }, { font: 'Times New Roman' }, { font: 'Liberation Serif', metricsOf: 'Times New Roman' }, { font: 'Noto Serif' }],
};
