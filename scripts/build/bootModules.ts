import { routePatterns } from '../../src/lib/paths.ts';

/*
 * The modules a page boots with. Imported by vite.config.ts (scripts/vite/compileHints.ts), whose
 * loader wants file extensions on every import it follows.
 */

/**
 * The lazily loaded module of each prerendered page (routes.tsx) and, under `*`, the album page:
 * the album shell's, and the page the worker most serves from the app shell (an album opened
 * offline). Without a preload, the browser learns of these chunks only after the main script has
 * run, one round trip later.
 */
export const ROUTE_MODULES: Record<string, string> = {
  [routePatterns.impressum]: 'src/features/legal/ImpressumPage.tsx',
  [routePatterns.datenschutz]: 'src/features/legal/DatenschutzPage.tsx',
  [routePatterns.agb]: 'src/features/legal/AgbPage.tsx',
  [routePatterns.sale]: 'src/features/offers/SalePage.tsx',
  [routePatterns.gallery]: 'src/features/gallery/GalleryPage.tsx',
  '*': 'src/features/gallery/AlbumPage.tsx',
};

/** The app itself, which the small entry (src/main.tsx) imports once the page allows. */
export const APP_MODULE = 'src/app/start.tsx';
