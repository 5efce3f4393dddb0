// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlySwipesOn } from '../../../src/lib/earlyClicks';

afterEach(() => {
  delete window.__earlySwipes;
});

describe('takeEarlySwipesOn', () => {
  it("hands a carousel its own kept swipes in order, once, and leaves the others' kept", () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    window.__earlySwipes = [
      { region: first, step: 'next' },
      { region: second, step: 'previous' },
      { region: first, step: 'previous' },
      { region: first, step: 'next' },
    ];
    expect(takeEarlySwipesOn(first)).toEqual(['next', 'previous', 'next']);
    expect(takeEarlySwipesOn(first)).toEqual([]);
    expect(takeEarlySwipesOn(second)).toEqual(['previous']);
  });

  it('is empty without an early script (nothing kept) and without an element', () => {
    expect(takeEarlySwipesOn(document.createElement('div'))).toEqual([]);
    window.__earlySwipes = [{ region: document.body, step: 'next' }];
    expect(takeEarlySwipesOn(null)).toEqual([]);
  });
});
