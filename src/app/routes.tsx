import { data, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
import { routePatterns } from '../lib/paths';
import { ErrorScreen } from './error/ErrorScreen';
import { RootLayout } from './layout/RootLayout';

/**
 * The route tree. The landing page is in the main bundle (it is the first page most visitors
 * see); every other page is its own chunk. Errors render inside the layout, so the bar and
 * footer stay usable.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: routePatterns.impressum, lazy: () => import('../features/legal/ImpressumPage') },
          { path: routePatterns.datenschutz, lazy: () => import('../features/legal/DatenschutzPage') },
          { path: routePatterns.agb, lazy: () => import('../features/legal/AgbPage') },
          { path: routePatterns.sale, lazy: () => import('../features/offers/SalePage') },
          { path: routePatterns.gallery, lazy: () => import('../features/gallery/GalleryPage') },
          { path: routePatterns.album, lazy: () => import('../features/gallery/AlbumPage') },
          { path: routePatterns.offlineAvailable, lazy: () => import('../features/offline/OfflineAvailablePage') },
          { path: routePatterns.sharedImages, lazy: () => import('../features/share/SharedImagesPage') },
          {
            path: '*',
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];
