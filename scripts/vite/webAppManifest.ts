import type { ManifestOptions } from 'vite-plugin-pwa';
import { appManifestText } from '../../src/content/pwa.ts';
import { SHARE_TARGET_FILES_FIELD, SHARE_TARGET_PATH } from '../../src/lib/sharedImages.ts';

/** Colours of the theme (src/ui/theme/system.ts): sand.50 page background, sand.900 ink. */
const BACKGROUND = '#FAF7F2';

/** The manifest; its icons come from the assets generator (scripts/vite/pwaAssets.ts). */
export function webAppManifest(): Partial<ManifestOptions> {
  return {
    name: appManifestText.appName,
    short_name: appManifestText.appShortName,
    description: appManifestText.appDescription,
    lang: 'de',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BACKGROUND,
    background_color: BACKGROUND,
    categories: ['shopping', 'lifestyle'],
    // 'Teilen → Wichtrey' for photos: the service worker takes the POST (sw/shareTarget.ts).
    share_target: {
      action: SHARE_TARGET_PATH,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: SHARE_TARGET_FILES_FIELD, accept: ['image/*'] }] },
    },
  };
}
