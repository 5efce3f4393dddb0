import { RouterProvider, type AppRouter } from '../lib/router';
import { ErrorScreen } from './error/ErrorScreen';
import { RootLayout } from './layout/RootLayout';

/** The pages inside the layout, errors in place of a page (the same tree on the server and in the browser). */
export function AppRoutes({ router }: { router: AppRouter }) {
  return (
    <RouterProvider router={router} errorElement={<ErrorScreen />}>
      <RootLayout />
    </RouterProvider>
  );
}
