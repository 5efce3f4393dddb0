import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from '../../../scripts/vite/fontFallbacks';
import { brandTokens } from '../../../src/ui/theme/brand';
import { BODY_FONT_FALLBACK, HEADING_FONT_FALLBACK } from '../../../src/ui/theme/fontFallbacks';

function faces(css: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body!)?.[1],
    local: /src:\s*local\("([^"]+)"\)/.exec(body!)?.[1],
    sizeAdjust: Number(/size-adjust:\s*([\d.]+)%/.exec(body!)?.[1]),
    weight: /font-weight:\s*([^;]+);/.exec(body!)?.[1],
  }));
}

describe("Inter's local stand-in", () => {
  it('resizes each local font to Inter, the most likely one declared last (a browser tries the last first)', async () => {
    const declared = faces(await fontFallbackCss(BODY_FONT_FALLBACK));
    expect(declared.map((face) => face.local)).toEqual(['Noto Sans', 'Roboto', 'Liberation Sans', 'Arial', 'Helvetica Neue', 'Segoe UI']);
    for (const face of declared) {
      expect(face.family).toBe('Inter Variable fallback');
      // Inter is wider than these fonts: each is enlarged, by what their published widths say.
      expect(face.sizeAdjust).toBeGreaterThan(100);
      expect(face.sizeAdjust).toBeLessThan(110);
      // Every weight the page asks for, so none is drawn with a synthesized bold.
      expect(face.weight).toBe('100 900');
    }
    const arial = declared.find((face) => face.local === 'Arial');
    expect(declared.find((face) => face.local === 'Liberation Sans')?.sizeAdjust).toBe(arial?.sizeAdjust);
  });

  it('stands right after Inter in the body font, before the system font', () => {
    expect(brandTokens.fonts.body.value).toMatch(new RegExp(`^'Inter Variable', '${BODY_FONT_FALLBACK.family}', system-ui`));
  });
});

describe("Cormorant Garamond's local stand-in", () => {
  it('shrinks each local serif to Cormorant, which is narrower; Liberation Serif as Times New Roman', async () => {
    const declared = faces(await fontFallbackCss(HEADING_FONT_FALLBACK));
    expect(declared.map((face) => face.local)).toEqual(['Noto Serif', 'Liberation Serif', 'Times New Roman', 'Georgia']);
    for (const face of declared) {
      expect(face.family).toBe('Cormorant Garamond fallback');
      expect(face.sizeAdjust).toBeGreaterThan(75);
      expect(face.sizeAdjust).toBeLessThan(100);
      expect(face.weight).toBe('500 600');
    }
    const times = declared.find((face) => face.local === 'Times New Roman');
    expect(declared.find((face) => face.local === 'Liberation Serif')?.sizeAdjust).toBe(times?.sizeAdjust);
    // Georgia is the widest of them: shrunk the most after Noto Serif.
    expect(declared.find((face) => face.local === 'Georgia')!.sizeAdjust).toBeLessThan(times!.sizeAdjust);
  });

  it('stands right after Cormorant Garamond in the heading font, before Georgia', () => {
    expect(brandTokens.fonts.heading.value).toMatch(new RegExp(`^'Cormorant Garamond', '${HEADING_FONT_FALLBACK.family}', Georgia`));
  });
});
