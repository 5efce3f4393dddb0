import { generateFontFace, getMetricsForFamily } from 'fontaine';
import type { Plugin } from 'vite';
import { BODY_FONT_FALLBACK } from '../../src/ui/theme/fontFallbacks.ts';

/** The stylesheet that declares Inter: the stand-in's rules are added to it, loaded with it. */
const INTER_STYLESHEET = /@fontsource-variable[\\/]inter[\\/]wght\.css$/;

/**
 * The `@font-face` rules of Inter's resized local stand-in (src/ui/theme/fontFallbacks.ts), from
 * the published metrics fontaine ships (capsize): one rule per local font, the most likely last,
 * since a browser tries faces of one family from the last declared.
 */
export async function bodyFontFallbackCss(): Promise<string> {
  const metrics = await getMetricsForFamily(BODY_FONT_FALLBACK.metricsOf);
  if (!metrics) throw new Error(`no metrics for ${BODY_FONT_FALLBACK.metricsOf}`);
  const faces: string[] = [];
  for (const local of [...BODY_FONT_FALLBACK.locals].reverse()) {
    const localMetrics = await getMetricsForFamily('metricsOf' in local ? local.metricsOf : local.font);
    if (!localMetrics) throw new Error(`no metrics for the local font ${local.font}`);
    faces.push(generateFontFace(metrics, { name: BODY_FONT_FALLBACK.family, font: local.font, metrics: localMetrics, 'font-style': 'normal', 'font-weight': '100 900' }));
  }
  return faces.join('');
}

export function fontFallbacks(): Plugin {
  return {
    name: 'wichtrey-font-fallbacks',
    async transform(code, id) {
      if (!INTER_STYLESHEET.test(id.split('?')[0] ?? id)) return null;
      return { code: `${code}\n${await bodyFontFallbackCss()}`, map: null };
    },
  };
}
