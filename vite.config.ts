import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { responsiveImages } from './scripts/vite/responsiveImages.ts';
import { pandaStatic } from './scripts/vite/pandaStatic.ts';
import { PWA_ICON_SOURCE, pwaIconPreset } from './scripts/vite/pwaAssets.ts';
import { webAppManifest } from './scripts/vite/webAppManifest.ts';
import { OUT_DIR } from './scripts/build/outDir.ts';
import { staffChunks, staffOnlyFiles } from './scripts/vite/staffChunks.ts';
import { EARLY_PAINTERS, EARLY_SCRIPT, earlyScript } from './scripts/vite/earlyScript.ts';
import { outboxDrainScript } from './scripts/vite/outboxDrainScript.ts';
import { fontFallbacks } from './scripts/vite/fontFallbacks.ts';
import { fontSubsets } from './scripts/vite/fontSubsets.ts';
import { compileHints } from './scripts/vite/compileHints.ts';
import { sharedBootChunk } from './scripts/vite/sharedBootChunk.ts';
import { APP_MODULE, ROUTE_MODULES } from './scripts/build/bootModules.ts';

/**
 * The service worker (sw/sw.ts) precaches the app shell. dist/app-shell.html is written by the
 * prerender step after this build, from the index.html built here, so its revision is that file's hash.
 */
function appShellEntry(outDir: string) {
  const html = readFileSync(path.join(outDir, 'index.html'));
  return { url: 'app-shell.html', revision: createHash('sha256').update(html).digest('hex').slice(0, 16) };
}

export default defineConfig(({ isSsrBuild }) => ({
  // responsiveImages: AVIF/WebP variants of public/uploads/** as `virtual:responsive-images`,
  // and the hero preload in index.html.
  plugins: [
    // Panda's css() calls become class strings at build time (scripts/vite/pandaStatic.ts).
    pandaStatic(),
    // The web fonts cut to the characters, features and weights the site uses (scripts/vite/fontSubsets.ts).
    fontSubsets(),
    // Inter's resized local stand-in, so its swap moves nothing (src/ui/theme/fontFallbacks.ts).
    fontFallbacks(),
    react(),
    responsiveImages(),
    !isSsrBuild && staffChunks(),
    // The chunks a page boots with compile off the main thread (scripts/vite/compileHints.ts).
    !isSsrBuild && compileHints([APP_MODULE, ...Object.values(ROUTE_MODULES)]),
    !isSsrBuild && earlyScript(),
    // /sw-sync.js: the staff worker's outbox drain (sw/outboxDrain.ts).
    !isSsrBuild && outboxDrainScript(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // Registration is the app's own (src/features/pwa), after the page has loaded.
        injectRegister: false,
        manifest: webAppManifest(),
        // The icons (manifest entries and the Apple touch icon's link) from public/favicon.svg.
        pwaAssets: { image: PWA_ICON_SOURCE, preset: pwaIconPreset, overrideManifestIcons: true, injectThemeColor: false, includeHtmlHeadLinks: true },
        injectManifest: {
          // One classic script (registered as such): no code splitting to switch off.
          rollupFormat: 'iife',
          // JS, CSS and the Latin fonts; images are cached as they are seen, pages as visited.
          globPatterns: ['assets/**/*.{js,css}', 'assets/**/*latin*.woff2', 'favicon.svg', EARLY_SCRIPT, ...Object.values(EARLY_PAINTERS)],
          manifestTransforms: [
            // Staff-only chunks are left out: visitors' devices do not download them (scripts/vite/staffChunks.ts).
            (entries) => ({ manifest: [...entries.filter((entry) => !staffOnlyFiles.has(entry.url)), { ...appShellEntry(OUT_DIR), size: 0 }], warnings: [] }),
          ],
        },
        devOptions: { enabled: false },
      }),
  ],
  resolve: {
    // workbox-window's package points bundlers at its ES5 build (regenerator-style async code);
    // its ES2017 build is the same library in 1.1 KB of brotli instead of 2 KB, for this es2022 target.
    alias: [{ find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' }],
  },
  build: {
    target: 'es2022',
    // Source maps stay out of the shipped bundle; the byte budget counts what visitors download.
    sourcemap: false,
    // No polyfill: browsers without native modulepreload (Safari before 17, Firefox before 115) load
    // the chunks one after another instead; every first visit saves 0.2 KB (budget.spec.ts).
    modulePreload: { polyfill: false },
    // Read by the prerender (scripts/build/routePreloads.ts), then removed from dist/.
    manifest: true,
    rolldownOptions: {
      // The image variants' encoding (scripts/vite/responsiveImages.ts) reports its own time; a
      // cold cache makes it the slowest plugin by design, which is no news to print as a warning.
      checks: { bundlerTimings: false },
      output: isSsrBuild ? {} : { codeSplitting: { groups: [sharedBootChunk] } },
    },
  },
  // Fixed ports: the local backend answers pages of these origins only (supabase/local/http/origins.ts).
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}));
