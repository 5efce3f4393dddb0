// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { offerEarlyView, registerEarlyPainter } from '../../../src/early/paintHandoff';
import { closeEarlyPaint, earlyPaintedRows } from '../../../src/lib/earlyPaint';

const painter = (view: unknown) => `<ul data-testid="painted">${(view as string[]).map((name) => `<li>${name}</li>`).join('')}</ul>`;

beforeEach(() => {
  delete window.__earlyPaintHandoff;
  delete window.__earlyPainted;
  delete window.__earlyPaintClosed;
  document.body.innerHTML = '<main id="main" aria-busy="true"><div data-early-region="offers">Angebote werden geladen …</div></main>';
});

const painted = () => [...document.querySelectorAll('[data-testid=painted] li')].map((item) => item.textContent);

describe('the first view is painted once both the rows and the painter are there', () => {
  it('rows first, then the painter script', () => {
    offerEarlyView('offers', { view: ['Sofa', 'Sessel'], pulls: { offers: ['Sofa', 'Sessel'], 'offers:total': 2 } });
    expect(painted()).toEqual([]);
    registerEarlyPainter('offers', painter);
    expect(painted()).toEqual(['Sofa', 'Sessel']);
    expect(document.querySelector('[data-early-region]')).toBeNull();
    expect(document.getElementById('main')?.hasAttribute('aria-busy')).toBe(false);
    // The app's hydration reads what was painted, each pull its own.
    expect(earlyPaintedRows('offers')).toEqual(['Sofa', 'Sessel']);
    expect(earlyPaintedRows('offers:total')).toBe(2);
  });

  it('the painter script first, then the rows', () => {
    registerEarlyPainter('offers', painter);
    offerEarlyView('offers', { view: ['Tisch'], pulls: { offers: ['Tisch'] } });
    expect(painted()).toEqual(['Tisch']);
  });

  it('nothing once the app has begun to hydrate: the loading state stays for React, nothing is recorded', () => {
    closeEarlyPaint();
    registerEarlyPainter('offers', painter);
    offerEarlyView('offers', { view: ['Tisch'], pulls: { offers: ['Tisch'] } });
    expect(painted()).toEqual([]);
    expect(document.querySelector('[data-early-region]')).not.toBeNull();
    expect(earlyPaintedRows('offers')).toBeUndefined();
  });

  it('nothing on a page without the region (another page, or one the app already rendered)', () => {
    document.body.innerHTML = '<main id="main"></main>';
    registerEarlyPainter('offers', painter);
    offerEarlyView('offers', { view: ['Tisch'], pulls: { offers: ['Tisch'] } });
    expect(earlyPaintedRows('offers')).toBeUndefined();
  });
});
