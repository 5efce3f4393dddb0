import type { Preset } from '@vite-pwa/assets-generator/config';

/** The one source image of every app icon. */
export const PWA_ICON_SOURCE = 'public/favicon.svg';
/** The source's background colour: the bleed area of the maskable and Apple icons. */
const ICON_BACKGROUND = '#2B2622';

/**
 * The app icons, rendered at build time by vite-plugin-pwa's assets generator: "any" icons are
 * the logo as drawn; maskable ones (and iOS's, which ignores the manifest) put it inside the safe
 * zone on the logo's own background, so a launcher's mask never cuts it.
 */
export const pwaIconPreset: Preset = {
  transparent: { sizes: [192, 512], padding: 0, favicons: [] },
  maskable: { sizes: [192, 512], padding: 0.3, resizeOptions: { background: ICON_BACKGROUND } },
  apple: { sizes: [180], padding: 0.3, resizeOptions: { background: ICON_BACKGROUND } },
};
