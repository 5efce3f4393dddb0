// @vitest-environment jsdom
import { act, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrationFinished, hydrationStarted } from '../../../src/lib/hydration';
import { useStoreInTransitions } from '../../../src/lib/useStoreInTransitions';

/** A store of one value, as the pull states and first answers are. */
function makeStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  // React's scheduler, not act(), runs the renders: as in the browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  hydrationFinished();
});

describe('a store read in transitions', () => {
  it('renders a change in a later task, where useSyncExternalStore renders it at once (a blocking render)', async () => {
    const store = makeStore('eins');
    const serverValue = () => 'eins';
    function InTransitions() {
      return <p data-testid="transition">{useStoreInTransitions(store.subscribe, store.get, serverValue)}</p>;
    }
    function AtOnce() {
      return <p data-testid="sync">{useSyncExternalStore(store.subscribe, store.get)}</p>;
    }
    root = createRoot(container);
    root.render(
      <>
        <InTransitions />
        <AtOnce />
      </>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('einseins'));
    await macrotask();

    store.set('zwei');
    await microtasks();
    // useSyncExternalStore rendered in the same task; the transition waits for the scheduler.
    expect(container.querySelector('[data-testid="sync"]')?.textContent).toBe('zwei');
    expect(container.querySelector('[data-testid="transition"]')?.textContent).toBe('eins');
    await vi.waitFor(() => expect(container.querySelector('[data-testid="transition"]')?.textContent).toBe('zwei'));
  });

  it('hydrates with the server snapshot (no mismatch), then shows the browser state', async () => {
    const store = makeStore('geladen');
    const server = () => 'lädt';
    function Status() {
      return <p>{useStoreInTransitions(store.subscribe, store.get, server)}</p>;
    }
    // The prerendered markup, as the server wrote it.
    container.innerHTML = '<p>lädt</p>';
    const errors = vi.fn();
    hydrationStarted();
    root = await act(async () => hydrateRoot(container, <Status />, { onRecoverableError: errors }));
    hydrationFinished();
    await vi.waitFor(() => expect(container.textContent).toBe('geladen'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('starts from the browser state when mounted after hydration (a later navigation)', () => {
    const store = makeStore('geladen');
    function Status() {
      return <p>{useStoreInTransitions(store.subscribe, store.get, () => 'lädt')}</p>;
    }
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    root = createRoot(container);
    act(() => root!.render(<Status />));
    expect(container.textContent).toBe('geladen');
  });
});
