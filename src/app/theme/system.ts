import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  globalCss as chakraGlobalCss,
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
import { brandGlobalCss, brandKeyframes, brandSemanticTokens, brandTokens } from './brand';

/**
 * Chakra's default theme minus the recipes we do not use: the full set costs ~50 KB of
 * compressed JavaScript on every first load. Add a recipe here when a component needs it.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
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
  globalCss: brandGlobalCss,
  theme: { keyframes: brandKeyframes, tokens: brandTokens, semanticTokens: brandSemanticTokens },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
