// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offerEarlyView, registerEarlyPainter } from '../../../src/early/paintHandoff';
import { closeEarlyPaint, earlyPaintedRows } from '../../../src/lib/earlyPaint';
import { firstViewPending, firstViewSettled } from '../../../src/lib/firstView';

const painter = (view: unknown) =>
  `<ul data-testid="painted">${(view as string[]).map((name) => `<li>${name}<img src="/${name}.webp" srcset="/${name}.webp 1x, /${name}-2x.webp 2x" alt="${name}"></li>`).join('')}</ul>`;

beforeEach(() => {
  delete window.__earlyPaintHandoff;
  delete window.__earlyPainted;
  delete window.__earlyPaintClosed;
  delete window.__firstView;
  document.body.innerHTML = '<main id="main" aria-busy="true"><div data-early-region="offers">Angebote werden geladen …</div></main>';
});

/** Each painted image's src and srcset, as the browser would fetch them now. */
const sources = () => [...document.querySelectorAll('[data-testid=painted] img')].map((image) => [image.getAttribute('src'), image.getAttribute('srcset')]);

const painted = () => [...document.querySelectorAll('[data-testid=painted] li')].map((item) => item.textContent);

describe('the first view is painted once both the rows and the painter are there', () => {
  it('rows first, then the painter script', () => {
    const done = vi.fn();
    offerEarlyView('offers', { view: ['Sofa', 'Sessel'], pulls: { offers: ['Sofa', 'Sessel'], 'offers:total': 2 } }, done);
    expect(painted()).toEqual([]);
    expect(done).not.toHaveBeenCalled();
    registerEarlyPainter('offers', painter);
    expect(painted()).toEqual(['Sofa', 'Sessel']);
    // The early script hears of the painted view's first image, the one it waits for.
    expect(done).toHaveBeenCalledExactlyOnceWith(document.querySelector('li img'));
    expect((done.mock.calls[0]?.[0] as HTMLImageElement).isConnected).toBe(true);
    expect(document.querySelector('[data-early-region]')).toBeNull();
    expect(document.getElementById('main')?.hasAttribute('aria-busy')).toBe(false);
    // The app's hydration reads what was painted, each pull its own.
    expect(earlyPaintedRows('offers')).toEqual(['Sofa', 'Sessel']);
    expect(earlyPaintedRows('offers:total')).toBe(2);
  });

  it('the painter script first, then the rows', () => {
    registerEarlyPainter('offers', painter);
    const done = vi.fn();
    offerEarlyView('offers', { view: ['Tisch'], pulls: { offers: ['Tisch'] } }, done);
    expect(painted()).toEqual(['Tisch']);
    expect(done).toHaveBeenCalledOnce();
  });

  it('a view without images: the early script hears it is painted, with no image to wait for', () => {
    registerEarlyPainter('offers', () => '<p data-testid="painted">Keine Angebote</p>');
    const done = vi.fn();
    offerEarlyView('offers', { view: [], pulls: { offers: [] } }, done);
    expect(document.querySelector('[data-testid=painted]')?.textContent).toBe('Keine Angebote');
    expect(done).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('nothing once the app has begun to hydrate: the loading state stays for React, nothing is recorded', () => {
    closeEarlyPaint();
    registerEarlyPainter('offers', painter);
    const done = vi.fn();
    offerEarlyView('offers', { view: ['Tisch'], pulls: { offers: ['Tisch'] } }, done);
    expect(painted()).toEqual([]);
    // Nothing painted is still an answer: the app's code must not wait for a paint that will not come.
    expect(done).toHaveBeenCalledExactlyOnceWith(null);
    expect(document.querySelector('[data-early-region]')).not.toBeNull();
    expect(earlyPaintedRows('offers')).toBeUndefined();
  });

  it('nothing on a page without the region (another page, or one the app already rendered)', () => {
    document.body.innerHTML = '<main id="main"></main>';
    registerEarlyPainter('offers', painter);
    const done = vi.fn();
    offerEarlyView('offers', { view: ['Tisch'], pulls: { offers: ['Tisch'] } }, done);
    expect(earlyPaintedRows('offers')).toBeUndefined();
    expect(done).toHaveBeenCalledExactlyOnceWith(null);
  });
});

describe("a painted view asks for its first image only until that one is on screen", () => {
  const all = [
    ['/Sofa.webp', '/Sofa.webp 1x, /Sofa-2x.webp 2x'],
    ['/Sessel.webp', '/Sessel.webp 1x, /Sessel-2x.webp 2x'],
    ['/Tisch.webp', '/Tisch.webp 1x, /Tisch-2x.webp 2x'],
  ];

  it('the other images get their sources back once the first view has settled, with the same alt texts', () => {
    firstViewPending();
    registerEarlyPainter('offers', painter);
    const done = vi.fn();
    offerEarlyView('offers', { view: ['Sofa', 'Sessel', 'Tisch'], pulls: { offers: [] } }, done);
    expect(sources()).toEqual([all[0], [null, null], [null, null]]);
    expect([...document.querySelectorAll('[data-testid=painted] img')].map((image) => image.getAttribute('alt'))).toEqual(['Sofa', 'Sessel', 'Tisch']);
    // The first is marked so the browser reports its paint.
    expect((done.mock.calls[0]?.[0] as HTMLImageElement).getAttribute('elementtiming')).toBe('first-view');
    firstViewSettled();
    expect(sources()).toEqual(all);
  });

  it('and at the latest when the app begins to hydrate: React keeps the attributes it finds', () => {
    firstViewPending();
    registerEarlyPainter('offers', painter);
    offerEarlyView('offers', { view: ['Sofa', 'Sessel', 'Tisch'], pulls: { offers: [] } }, vi.fn());
    closeEarlyPaint();
    expect(sources()).toEqual(all);
    expect(document.querySelector('[data-held-src], [data-held-srcset]')).toBeNull();
  });
});
