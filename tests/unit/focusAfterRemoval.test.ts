// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusNeighbourOnRemoval } from '../../src/ui/focusAfterRemoval';

const frames = (count: number) => Array.from({ length: count }).reduce<Promise<void>>((done) => done.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve()))), Promise.resolve());

function list(names: string[]): HTMLElement[] {
  document.body.innerHTML = `<main><h1>Aktuelle Angebote</h1><ul>${names.map((name) => `<li><a href="#${name}">${name}</a><button>Löschen ${name}</button></li>`).join('')}</ul></main>`;
  return [...document.querySelectorAll<HTMLElement>('li')];
}

async function deleteItem(item: HTMLElement): Promise<Element | null> {
  const button = item.querySelector('button')!;
  button.focus();
  focusNeighbourOnRemoval(button);
  item.remove(); // the focus falls to the page
  await frames(3);
  return document.activeElement;
}

describe('after a deletion the focus goes to a neighbour, not to the page start', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the next item's first control, not its delete button", async () => {
    const [, middle] = list(['Sofa', 'Sessel', 'Stuhl']);
    expect((await deleteItem(middle!))?.textContent).toBe('Stuhl');
  });

  it("the last item: the previous one's", async () => {
    const [, last] = list(['Sofa', 'Sessel']);
    expect((await deleteItem(last!))?.textContent).toBe('Sofa');
  });

  it("the only item: the page's heading", async () => {
    const [only] = list(['Sofa']);
    expect((await deleteItem(only!))?.tagName).toBe('H1');
  });

  it('a focus the user moved meanwhile stays where they put it', async () => {
    const [first, , third] = list(['Sofa', 'Sessel', 'Stuhl']);
    const button = first!.querySelector('button')!;
    button.focus();
    focusNeighbourOnRemoval(button);
    third!.querySelector('a')!.focus();
    first!.remove();
    await frames(3);
    expect(document.activeElement?.textContent).toBe('Stuhl');
  });

  it('the question that asked, closing after the item has gone, does not count as a focus moved elsewhere', async () => {
    const [, middle] = list(['Sofa', 'Sessel', 'Stuhl']);
    const question = document.createElement('div');
    question.setAttribute('role', 'alertdialog');
    question.innerHTML = '<button>Löschen</button>';
    document.body.append(question);
    const trigger = middle!.querySelector('button')!;
    question.querySelector('button')!.focus();
    focusNeighbourOnRemoval(trigger, { closing: question });
    middle!.remove();
    await frames(2);
    expect(document.activeElement?.textContent).toBe('Löschen');
    question.remove(); // it hands the focus back to a button no longer there
    await frames(2);
    expect(document.activeElement?.textContent).toBe('Stuhl');
  });

  it('on a busy device the item may go seconds after the confirmation', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const [first] = list(['Sofa', 'Sessel']);
    const button = first!.querySelector('button')!;
    button.focus();
    focusNeighbourOnRemoval(button);
    await vi.advanceTimersByTimeAsync(3000);
    first!.remove();
    await vi.advanceTimersByTimeAsync(50);
    expect(document.activeElement?.textContent).toBe('Sessel');
  });
});
