// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offerEarlyView, registerEarlyPainter } from '../../../src/early/paintHandoff';
import { closeEarlyPaint, earlyPaintedRows } from '../../../src/lib/earlyPaint';

const painter = (view: unknown) => `<ul data-testid="painted">${(view as string[]).map((name) => `<li>${name}<img src="/${name}.webp" alt=""></li>`).join('')}</ul>`;

beforeEach(() => {
  delete window.__earlyPaintHandoff;
  delete window.__earlyPainted;
  delete window.__earlyPaintClosed;
  document.body.innerHTML = '<main id="main" aria-busy="true"><div data-early-region="offers">Angebote werden geladen …</div></main>';
});

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
