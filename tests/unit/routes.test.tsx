// The data pages read from Dexie: jsdom has no IndexedDB of its own.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '../../src/lib/router';
import { AppRoutes } from '../../src/app/AppRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { routes } from '../../src/app/routes';
import '../support/dom/jsdom-polyfills';

function Broken(): never {
  throw new Error('Die Seite ist kaputt');
}


function renderAt(path: string) {
  // The real pages, with one extra page that throws while rendering.
  const router = createRouter([{ path: '/kaputt', Component: Broken }, ...routes], createMemoryHistory(path));
  render(
    <AppProviders>
      <AppRoutes router={router} />
    </AppProviders>,
  );
}

afterEach(cleanup);

describe('route tree', () => {
  it('shows the default error screen with 404 for an unknown route, inside the layout', async () => {
    renderAt('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // Loading the page again cannot make an unknown path known.
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('shows the default error screen with the message of an error thrown by a page', async () => {
    renderAt('/kaputt');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Die Seite ist kaputt')).toBeTruthy();
    // A fresh load may work (new code, a better connection): the screen offers one.
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['/impressum', 'Impressum'],
    ['/datenschutz', 'Datenschutzerklärung'],
    ['/agb', 'Allgemeine Geschäftsbedingungen'],
    ['/sale', 'Aktuelle Angebote'],
    ['/galerie', 'Galerie'],
  ])('renders %s inside the layout', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
  });

  // A readiness wait, not a speed check: the toast's code is loaded on first use, and its first
  // import in this file (Chakra's modules transformed for the test) took more than 15 s once beside
  // a full browser suite and two CPU-bound processes (load average above 11).
  it('answers an album path that names no album with the toast and the gallery', async () => {
    renderAt('/galerie/abc');
    // Waiting for the toast also lets its lazily loaded code arrive before the test ends (under
    // load the import outlasted the test, and Vitest reported it after the environment was gone).
    expect(await screen.findByText('Album nicht gefunden', { selector: '[data-scope="toast"] *' }, { timeout: 40_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Galerie' })).toBeTruthy();
  }, 60_000);
});
