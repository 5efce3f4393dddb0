/**
 * Until Inter arrives, body text is set in a local sans-serif resized to Inter's metrics, so the
 * swap does not rewrap text and move the page (Lighthouse measured CLS 0.007 on /, all of it the
 * hero's text moving when Inter replaced the system font). The `@font-face` rules are written at
 * build time from the fonts' published metrics (scripts/vite/fontFallbacks.ts).
 *
 * The heading font (Cormorant Garamond) has none: its swap moved nothing measurable.
 */
export const BODY_FONT_FALLBACK = {
  /** The stand-in's family name, placed right after 'Inter Variable' in the body font stack. */
  family: 'Inter Variable fallback',
  /** The family whose metrics the stand-in matches (as capsize names it). */
  metricsOf: 'Inter',
  /**
   * The local fonts to resize, most likely first: Windows, Apple, most others, Linux, Android.
   * Liberation Sans, Linux's stand-in for Arial, has Arial's metrics (it was made to).
   */
  locals: [
    { font: 'Segoe UI' },
    { font: 'Helvetica Neue' },
    { font: 'Arial' },
    { font: 'Liberation Sans', metricsOf: 'Arial' },
    { font: 'Roboto' },
    { font: 'Noto Sans' },
  ],
} as const;
