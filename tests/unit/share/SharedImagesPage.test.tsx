import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '../../../src/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../src/data/auth/authStore';
import { SESSION_MARKER_KEY } from '../../../src/data/auth/hasStoredSession';
import { createSharedImageStore } from '../../../src/lib/sharedImages';
import { Component as SharedImagesPage } from '../../../src/features/share/SharedImagesPage';
import '../../support/dom/jsdom-polyfills';

/** 'Geteilte Bilder' for somebody who is not staff: the message, and the shared files dropped. */

afterEach(() => {
  cleanup();
  localStorage.clear();
  useAuthStore.setState({ status: 'unknown', email: null, isStaff: false, recovery: false });
});

function renderPage() {
  const router = createRouter([{ path: '/geteilt', Component: SharedImagesPage }], createMemoryHistory('/geteilt'));
  render(
    <RouterProvider router={router} errorElement={null}>
      <Outlet />
    </RouterProvider>,
  );
}

const shared = () => createSharedImageStore().add([{ name: 'foto.jpg', type: 'image/jpeg', blob: new Blob(['x'], { type: 'image/jpeg' }) }]);

describe("'Geteilte Bilder' for visitors", () => {
  it('without a session: says that sharing is for staff and drops the shared files', async () => {
    await shared();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Geteilte Bilder' })).toBeTruthy();
    expect(screen.getByTestId('share-staff-only').textContent).toContain('Teilen nur für Mitarbeiter');
    await waitFor(async () => expect(await createSharedImageStore().list()).toEqual([]));
  });

  it('signed in without the staff role: the same message', async () => {
    localStorage.setItem(SESSION_MARKER_KEY, JSON.stringify({ email: 'kunde@example.com', isStaff: false }));
    useAuthStore.setState({ status: 'signedIn', email: 'kunde@example.com', isStaff: false });
    await shared();
    renderPage();
    expect(screen.getByTestId('share-staff-only')).toBeTruthy();
    await waitFor(async () => expect(await createSharedImageStore().list()).toEqual([]));
  });
});
