import { generateFontFace, getMetricsForFamily } from 'fontaine';
import type { Plugin } from 'vite';
import { BODY_FONT_FALLBACK, HEADING_FONT_FALLBACK, type FontFallback } from '../../src/ui/theme/fontFallbacks.ts';

/** The stylesheets that declare the web fonts: each stand-in's rules are added to its font's, loaded with it. */
const STYLESHEETS: readonly [RegExp, FontFallback][] = [
  [/@fontsource-variable[\\/]inter[\\/]wght\.css$/, BODY_FONT_FALLBACK],
  [/@fontsource[\\/]cormorant-garamond[\\/]latin-600\.css$/, HEADING_FONT_FALLBACK],
];

/**
 * The `@font-face` rules of a web font's resized local stand-in (src/ui/theme/fontFallbacks.ts),
 * from the published metrics fontaine ships (capsize): one rule per local font, the most likely
 * last, since a browser tries faces of one family from the last declared.
 */
export async function fontFallbackCss(fallback: FontFallback): Promise<string> {
  const metrics = await getMetricsForFamily(fallback.metricsOf);
  if (!metrics) throw new Error(`no metrics for ${fallback.metricsOf}`);
  const faces: string[] = [];
  for (const local of [...fallback.locals].reverse()) {
    const localMetrics = await getMetricsForFamily(local.metricsOf ?? local.font);
    if (!localMetrics) throw new Error(`no metrics for the local font ${local.font}`);
    faces.push(generateFontFace(metrics, { name: fallback.family, font: local.font, metrics: localMetrics, 'font-style': 'normal', 'font-weight': fallback.weights }));
  }
  return faces.join('');
}

export function fontFallbacks(): Plugin {
  return {
    name: 'wichtrey-font-fallbacks',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const fallback = STYLESHEETS.find(([stylesheet]) => stylesheet.test(file))?.[1];
      if (!fallback) return null;
      return { code: `${code}\n${await fontFallbackCss(fallback)}`, map: null };
    },
  };
}
