// @vitest-environment jsdom
import { act, Suspense, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrationFinished, hydrationStarted } from '../../../src/lib/hydration';
import { useHydrated } from '../../../src/lib/useHydrated';

let container: HTMLDivElement;
let root: Root | undefined;
const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'bereit' : 'Vorschau'}</p>;
}

/** As the app's layout: the root's first effect ends the page's hydration (src/lib/hydration.ts). */
function Page() {
  useEffect(hydrationFinished, []);
  return (
    <main>
      <Suspense fallback={null}>
        <Probe />
      </Suspense>
    </main>
  );
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
  renders.length = 0;
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  hydrationFinished();
});

describe('useHydrated', () => {
  // A Suspense boundary of the markup hydrates after the root has committed (and after the
  // layout's effect ended the page's hydration flag): a hook that asked that flag would render the
  // browser's state there, differ from the markup, and React would throw the boundary's markup away.
  it('is false in the first render of a part in a Suspense boundary hydrated after the root, then true', async () => {
    container.innerHTML = '<main><!--$--><p>Vorschau</p><!--/$--></main>';
    const painted = container.querySelector('p');
    const errors = vi.fn();
    hydrationStarted();
    root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError: errors }));
    await vi.waitFor(() => expect(container.textContent).toBe('bereit'));
    expect(errors).not.toHaveBeenCalled();
    expect(renders[0]).toBe(false);
    // The markup's element was kept (hydrated), not replaced.
    expect(container.querySelector('p')).toBe(painted);
  });
});
