import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsRoot,
  dialogSlotRecipe,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandKeyframes, brandSemanticTokens, brandTokens, cssVarsPrefix } from './brand';
import { ON_NARROW_SCREEN } from '../narrowScreen';

/**
 * Chakra's default theme minus the recipes we do not use (add a recipe here when a component
 * needs it). The reset and the global styles are not Chakra's to write: Panda's static
 * stylesheet has them (panda.config.ts), so the page looks the same before and after this layer
 * loads.
 */
const chakraTheme = defineConfig({
  preflight: false,
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
    },
  },
});

/** Each size's height in Chakra's button recipe. */
const BUTTON_HEIGHTS = { '2xs': '6', xs: '8', sm: '9', md: '10', lg: '11', xl: '12', '2xl': '16' } as const;

/**
 * A label wraps where it does not fit its row, and the button grows from its size's height: with
 * text enlarged to 200 % on a phone, labels that never wrapped ran off the screen ('Neues Album
 * erstellen'). At normal size every label fits, and every button keeps its height.
 */
const wrappingButton = {
  base: { whiteSpace: 'normal', maxW: 'full', textAlign: 'center' },
  variants: {
    size: Object.fromEntries(Object.entries(BUTTON_HEIGHTS).map(([size, height]) => [size, { h: 'auto', minH: height, py: '1' }])),
  },
};

/** Wichtrey's look (brand.ts), the same definition Panda compiles for the visitor layer. */
const config = defineConfig({
  theme: {
    keyframes: brandKeyframes,
    tokens: brandTokens,
    semanticTokens: brandSemanticTokens,
    recipes: { button: wrappingButton },
    // A title that wraps stays clear of the close button at the top right (40 px, 8 px in). On a
    // screen narrow for its text the sides take less, leaving the fields room for their placeholders.
    slotRecipes: {
      dialog: {
        slots: dialogSlotRecipe.slots,
        base: { header: { pe: '14', [ON_NARROW_SCREEN]: { ps: '4' } }, body: { [ON_NARROW_SCREEN]: { px: '4' } }, footer: { [ON_NARROW_SCREEN]: { px: '4' } } },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
