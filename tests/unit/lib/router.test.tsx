import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter, isRouteErrorResponse, Link, Outlet, RouterProvider, useCloseOnBack, useParams, useRouteError, useSearchParams, type RouteDef } from '../../../src/lib/router';

afterEach(cleanup);

function Home() {
  return (
    <>
      <h1>Start</h1>
      <Link to="/galerie/a%20b" state={{ from: 'home' }}>
        Album
      </Link>
    </>
  );
}

function Album() {
  const { albumId } = useParams();
  return <h1>Album {albumId}</h1>;
}

function Pages() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams((current) => new URLSearchParams({ seite: String(Number(current.get('seite') ?? '1') + 1) }))}>
      Seite {params.get('seite') ?? '1'}
    </button>
  );
}

function ErrorText() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error)}</p>;
}

/** A route whose code arrives when the test says so. */
function deferredRoute(path: string, Component: () => React.JSX.Element) {
  let arrive!: () => void;
  const route: RouteDef = { path, lazy: () => new Promise((resolve) => (arrive = () => resolve({ Component }))) };
  return { route, arrive: () => arrive() };
}

function mount(routes: RouteDef[], at: string) {
  const router = createRouter(routes, createMemoryHistory(at));
  render(
    <RouterProvider router={router} errorElement={<ErrorText />}>
      <Outlet />
    </RouterProvider>,
  );
  return router;
}

describe('the router', () => {
  it("follows a link to a pattern's page with its decoded parameter and the link's state", async () => {
    const router = mount([{ path: '/', Component: Home }, { path: '/galerie/:albumId', Component: Album }], '/');
    fireEvent.click(screen.getByRole('link', { name: 'Album' }));
    expect(await screen.findByRole('heading', { name: 'Album a b' })).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.state).toEqual({ from: 'home' });
  });

  it('follows the href the link has at the click, where a script outside React pointed it', async () => {
    const router = mount([{ path: '/', Component: Home }, { path: '/galerie/:albumId', Component: Album }], '/');
    // The early scripts point links before the app's render would (the album page's back link).
    screen.getByRole('link', { name: 'Album' }).setAttribute('href', '/galerie/x%20y?seite=2');
    fireEvent.click(screen.getByRole('link', { name: 'Album' }));
    expect(await screen.findByRole('heading', { name: 'Album x y' })).toBeTruthy();
    expect(router.state.location.search).toBe('?seite=2');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    const router = mount([{ path: '/', Component: Home }, { path: '/galerie/:albumId', Component: Album }], '/');
    let leftToBrowser = false;
    // After the app's handler: note whether it left the click alone, then keep jsdom from navigating.
    const note = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', note);
    fireEvent.click(screen.getByRole('link', { name: 'Album' }), { ctrlKey: true });
    document.removeEventListener('click', note);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it("keeps the old page on screen until the new page's code has arrived", async () => {
    const later = deferredRoute('/galerie/:albumId', Album);
    const router = mount([{ path: '/', Component: Home }, later.route], '/');
    fireEvent.click(screen.getByRole('link', { name: 'Album' }));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    later.arrive();
    expect(await screen.findByRole('heading', { name: 'Album a b' })).toBeTruthy();
  });

  it('drops an older navigation whose code arrives after a newer one', async () => {
    const slow = deferredRoute('/langsam', () => <h1>Langsam</h1>);
    const router = mount([{ path: '/', Component: Home }, slow.route, { path: '/galerie/:albumId', Component: Album }], '/');
    // Waits for its code: nothing changes on screen until then.
    const first = router.navigate('/langsam');
    await act(() => router.navigate('/galerie/x'));
    await act(async () => {
      slow.arrive();
      await first;
    });
    expect(screen.getByRole('heading', { name: 'Album x' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/galerie/x');
  });

  it("sets the query on the same page; a setter called twice builds on the first call's query", async () => {
    const router = mount([{ path: '/galerie', Component: Pages }], '/galerie');
    const button = screen.getByRole('button');
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByRole('button', { name: 'Seite 3' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/galerie');
  });

  it('goes back to the previous entry', async () => {
    const router = mount([{ path: '/', Component: Home }, { path: '/galerie/:albumId', Component: Album }], '/');
    await act(() => router.navigate('/galerie/x'));
    await act(async () => {
      await router.navigate(-1);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
  });

  it('adds no second entry for a link to the page on screen (a double click on a link)', async () => {
    const router = mount([{ path: '/', Component: Home }, { path: '/galerie/:albumId', Component: Album }], '/');
    const link = screen.getByRole('link', { name: 'Album' });
    await act(async () => {
      fireEvent.click(link);
      fireEvent.click(link);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('heading', { name: 'Album a b' })).toBeTruthy();
    await act(async () => {
      await router.navigate(-1);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });

  it('holds Back while a form blocks it, until the form lets it go', async () => {
    const router = mount([{ path: '/', Component: Home }, { path: '/galerie/:albumId', Component: Album }], '/');
    await act(() => router.navigate('/galerie/x'));
    const held: (() => void)[] = [];
    const release = router.block((proceed) => held.push(proceed));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    await act(async () => {
      await router.navigate(-1);
      await settle();
    });
    expect(held).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Album x' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/galerie/x');
    // Given up: the move is made after all, and no longer held.
    await act(async () => {
      held[0]!();
      await settle();
    });
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
    release();
  });

  it('a held move made after its form let go is made, and leaves the other holds in place', async () => {
    const router = mount([{ path: '/', Component: Home }, { path: '/galerie/:albumId', Component: Album }], '/');
    await act(() => router.navigate('/galerie/x'));
    await act(() => router.navigate('/galerie/y'));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    const outer: (() => void)[] = [];
    router.block((proceed) => outer.push(proceed));
    const inner: (() => void)[] = [];
    const releaseInner = router.block((proceed) => inner.push(proceed));
    await act(async () => {
      await router.navigate(-1);
      await settle();
    });
    expect(inner).toHaveLength(1);
    releaseInner();
    await act(async () => {
      inner[0]!();
      await settle();
    });
    // The move the inner form let go is made; the outer form still holds the next Back.
    expect(screen.getByRole('heading', { name: 'Album x' })).toBeTruthy();
    await act(async () => {
      await router.navigate(-1);
      await settle();
    });
    expect(outer).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Album x' })).toBeTruthy();
  });

  it('answers a path no route knows with 404, and a page whose code fails with its error', async () => {
    mount([{ path: '/', Component: Home }], '/gibt-es-nicht');
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
    cleanup();
    mount([{ path: '/kaputt', lazy: () => Promise.reject(new Error('Netzwerkfehler')) }], '/kaputt');
    // Marked as a page whose code failed, with the loader's message.
    expect(await screen.findByText('PageCodeError: Netzwerkfehler')).toBeTruthy();
  });
});

/** A page with two overlays as the site has them: the menu (with a link) and the chat. */
function PageWithOverlays() {
  const [menu, setMenu] = useState(false);
  const [chat, setChat] = useState(false);
  return (
    <>
      <h1>Sale</h1>
      <button type="button" onClick={() => setMenu(true)}>
        Menü öffnen
      </button>
      {menu && <Overlay name="Menü" onClose={() => setMenu(false)} onChat={() => (setMenu(false), setChat(true))} />}
      {chat && <Overlay name="Chat" onClose={() => setChat(false)} />}
    </>
  );
}

function Overlay({ name, onClose, onChat }: { name: string; onClose: () => void; onChat?: () => void }) {
  useCloseOnBack(true, onClose);
  return (
    <div role="dialog" aria-label={name}>
      <button type="button" onClick={onClose}>
        {name} schließen
      </button>
      {onChat && (
        <button type="button" onClick={onChat}>
          Zum Chat
        </button>
      )}
      <Link to="/galerie/x" onClick={onClose}>
        Galerie
      </Link>
      <Link to="/sale" onClick={onClose}>
        Angebote
      </Link>
    </div>
  );
}

describe('an overlay and Back', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  const back = () =>
    act(async () => {
      await settle();
      await router.navigate(-1);
      await settle();
    });
  let router: ReturnType<typeof mount>;
  const routes = () => [
    { path: '/', Component: Home },
    { path: '/sale', Component: PageWithOverlays },
    { path: '/galerie/:albumId', Component: Album },
  ];
  async function openMenuOnSale() {
    router = mount(routes(), '/');
    await act(() => router.navigate('/sale'));
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeTruthy();
  }

  it('Back closes the open overlay and the page stays; the next Back leaves it', async () => {
    await openMenuOnSale();
    const shown = router.state;
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sale' })).toBeTruthy();
    // No navigation: the page keeps its entry (and so its scroll position and focus).
    expect(router.state).toBe(shown);
    await back();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });

  it('an overlay closed with its button takes its entry back: the next Back leaves the page', async () => {
    await openMenuOnSale();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Menü schließen' }));
      await settle();
    });
    await back();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });

  it("a link in the overlay takes the overlay's entry: Back returns to the page below it", async () => {
    await openMenuOnSale();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Galerie' }));
      await settle();
    });
    expect(screen.getByRole('heading', { name: 'Album x' })).toBeTruthy();
    await back();
    expect(screen.getByRole('heading', { name: 'Sale' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await back();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });

  it('a link in the overlay to the page below replaces its entry, as its own links do: one Back leaves it', async () => {
    await openMenuOnSale();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Angebote' }));
      await settle();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sale' })).toBeTruthy();
    await back();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });

  it('one overlay closing as the next opens leaves one entry: Back closes the second, then leaves', async () => {
    await openMenuOnSale();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zum Chat' }));
      await settle();
    });
    expect(screen.getByRole('dialog', { name: 'Chat' })).toBeTruthy();
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sale' })).toBeTruthy();
    await back();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });

  it('Back closes an overlay without asking a form that holds Back; the form then holds the next', async () => {
    await openMenuOnSale();
    const held: (() => void)[] = [];
    const release = router.block((proceed) => held.push(proceed));
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(held).toHaveLength(0);
    await back();
    expect(held).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Sale' })).toBeTruthy();
    release();
  });

  it('Forward onto the entry of an overlay Back closed is undone: the page stays, and one Back leaves it', async () => {
    await openMenuOnSale();
    const shown = router.state;
    await back();
    await act(async () => {
      await router.navigate(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state).toBe(shown);
    await back();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });

  it('after a reload while an overlay was open, one Back leaves the page (its entry is no step of its own)', async () => {
    const history = createMemoryHistory('/');
    history.push('/sale', null);
    history.push('/sale', null, true);
    router = createRouter(routes(), history);
    render(
      <RouterProvider router={router} errorElement={<ErrorText />}>
        <Outlet />
      </RouterProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sale' })).toBeTruthy();
    await back();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });
});
