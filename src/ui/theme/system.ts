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

/** Wichtrey's look (brand.ts), the same definition Panda compiles for the visitor layer. */
const config = defineConfig({
  theme: {
    keyframes: brandKeyframes,
    tokens: brandTokens,
    semanticTokens: brandSemanticTokens,
    // A title that wraps stays clear of the close button at the top right (40 px, 8 px in).
    slotRecipes: { dialog: { slots: dialogSlotRecipe.slots, base: { header: { pe: '14' } } } },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
