// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { galleryPageOfReferrer } from '../../../src/features/gallery/galleryReferrer';

const loadedFrom = (referrer: string) => Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });

afterEach(() => loadedFrom(''));

describe('the gallery page an album page was loaded from', () => {
  it('is the page of a gallery link on this site', () => {
    loadedFrom(`${window.location.origin}/galerie?seite=3`);
    expect(galleryPageOfReferrer()).toBe(3);
    loadedFrom(`${window.location.origin}/galerie`);
    expect(galleryPageOfReferrer()).toBe(1);
  });

  it('is none for another page, another site or no referrer', () => {
    loadedFrom(`${window.location.origin}/sale`);
    expect(galleryPageOfReferrer()).toBeUndefined();
    loadedFrom('https://example.com/galerie?seite=2');
    expect(galleryPageOfReferrer()).toBeUndefined();
    loadedFrom('');
    expect(galleryPageOfReferrer()).toBeUndefined();
  });
});
