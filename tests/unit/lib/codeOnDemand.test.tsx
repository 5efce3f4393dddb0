// @vitest-environment jsdom
import { act, startTransition, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeOnDemand, useCodeOnDemand, type CodeOnDemand } from '../../../src/lib/codeOnDemand';

type PartModule = { Part: ComponentType<{ name: string }> };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const partModule: PartModule = { Part: ({ name }) => <button type="button">{`Bearbeiten: ${name}`}</button> };

let container: HTMLDivElement;
let root: Root;
let showList: (items: string[]) => void;

function Item({ name, code }: { name: string; code: CodeOnDemand<PartModule> }) {
  const part = useCodeOnDemand(code);
  return (
    <li>
      {name}
      {part && <part.Part name={name} />}
    </li>
  );
}

function List({ code }: { code: CodeOnDemand<PartModule> }) {
  const [items, setItems] = useState<string[]>([]);
  showList = (next) => startTransition(() => setItems(next));
  return (
    <ul>
      {items.map((name) => (
        <Item key={name} name={name} code={code} />
      ))}
    </ul>
  );
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('code on demand', () => {
  it('a list shows its items while their parts\' code loads, then the parts; the code is fetched once', async () => {
    const arrival = deferred<PartModule>();
    let imports = 0;
    const code = codeOnDemand(() => {
      imports += 1;
      return arrival.promise;
    });
    act(() => root.render(<List code={code} />));
    await act(async () => showList(['Sofa', 'Tisch']));
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Sofa', 'Tisch']);
    await act(async () => arrival.resolve(partModule));
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Bearbeiten: Sofa', 'Bearbeiten: Tisch']);
    expect(imports).toBe(1);
    expect(code.current()).toBe(partModule);
  });

  it('code that failed to load (offline) is fetched again when the device is back online', async () => {
    const attempts = [deferred<PartModule>(), deferred<PartModule>()];
    let imports = 0;
    const code = codeOnDemand(() => attempts[imports++]!.promise);
    act(() => root.render(<List code={code} />));
    await act(async () => showList(['Sofa']));
    await act(async () => attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(imports).toBe(1);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(imports).toBe(2);
    await act(async () => attempts[1]!.resolve(partModule));
    expect(container.querySelector('button')?.textContent).toBe('Bearbeiten: Sofa');
  });

  it('does not load while not wanted (a visitor never fetches staff code)', async () => {
    let imports = 0;
    const code = codeOnDemand(async () => {
      imports += 1;
      return partModule;
    });
    function Staff({ wanted }: { wanted: boolean }) {
      const part = useCodeOnDemand(code, wanted);
      return part ? <part.Part name="Sofa" /> : <p>Besucher</p>;
    }
    await act(async () => root.render(<Staff wanted={false} />));
    expect(imports).toBe(0);
    expect(container.textContent).toBe('Besucher');
    await act(async () => root.render(<Staff wanted />));
    expect(imports).toBe(1);
    expect(container.textContent).toBe('Bearbeiten: Sofa');
  });
});
