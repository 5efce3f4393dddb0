import type { RouteDef } from '../lib/router';
import { LandingPage } from '../features/landing/LandingPage';
import { routePatterns } from '../lib/paths';

/**
 * The site's pages. The landing page is in the main bundle (it is the first page most visitors
 * see); every other page is its own chunk. A path no route knows gets the 404 error screen
 * (src/app/AppRoutes.tsx), inside the layout, so the bar and footer stay usable.
 */
export const routes: RouteDef[] = [
  { path: routePatterns.home, Component: LandingPage },
  { path: routePatterns.impressum, lazy: () => import('../features/legal/ImpressumPage') },
  { path: routePatterns.datenschutz, lazy: () => import('../features/legal/DatenschutzPage') },
  { path: routePatterns.agb, lazy: () => import('../features/legal/AgbPage') },
  { path: routePatterns.sale, lazy: () => import('../features/offers/SalePage') },
  { path: routePatterns.gallery, lazy: () => import('../features/gallery/GalleryPage') },
  { path: routePatterns.album, lazy: () => import('../features/gallery/AlbumPage') },
  { path: routePatterns.offlineAvailable, lazy: () => import('../features/offline/OfflineAvailablePage') },
  { path: routePatterns.sharedImages, lazy: () => import('../features/share/SharedImagesPage') },
];
