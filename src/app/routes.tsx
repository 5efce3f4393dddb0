import { data, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
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
          { path: 'impressum', lazy: () => import('../features/legal/ImpressumPage') },
          { path: 'datenschutz', lazy: () => import('../features/legal/DatenschutzPage') },
          { path: 'agb', lazy: () => import('../features/legal/AgbPage') },
          { path: 'sale', lazy: () => import('../features/offers/SalePage') },
          { path: 'galerie', lazy: () => import('../features/gallery/GalleryPage') },
          { path: 'galerie/:albumId', lazy: () => import('../features/gallery/AlbumPage') },
          { path: 'offline', lazy: () => import('../features/offline/OfflineAvailablePage') },
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
