import chakraPreset from '@chakra-ui/panda-preset';
import { defineConfig } from '@pandacss/dev';
import { brandGlobalCss, brandKeyframes, brandSemanticTokens, brandTokens, cssVarsPrefix } from './src/ui/theme/brand.ts';
import { SHORT_SCREEN } from './src/ui/shortScreenDialog.ts';
import { ON_NARROW_SCREEN } from './src/ui/narrowScreen.ts';

/**
 * The build-time styling of what visitors see (DESIGN.md section 2): Chakra's own theme as a Panda
 * preset, with Wichtrey's look on top from the definition Chakra's runtime reads too
 * (src/ui/theme/brand.ts). Panda scans src for style props and `css()` calls and writes one
 * static stylesheet; `npm install` and the build generate `src/styled-system/` (not committed).
 */
export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', chakraPreset],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/styled-system/**'],
  outdir: 'src/styled-system',
  // Chakra's variable names (`--chakra-colors-sand-50`), so both layers read the same values.
  prefix: { cssVar: cssVarsPrefix },
  globalCss: { extend: brandGlobalCss },
  // As in Chakra's runtime: the light values are the page's values (Panda's preset only applies
  // them under a .light class, so semantic tokens such as shadows and palette borders stayed
  // unset once Chakra no longer declared them at run time).
  // `_shortScreen`, `_narrowScreen`: a screen short or narrow for its text (src/ui/shortScreenDialog.ts, narrowScreen.ts).
  conditions: { extend: { light: ':root &, .light &', shortScreen: `@media ${SHORT_SCREEN}`, narrowScreen: ON_NARROW_SCREEN } },
  theme: {
    extend: {
      keyframes: brandKeyframes,
      tokens: brandTokens,
      semanticTokens: brandSemanticTokens,
    },
  },
});
