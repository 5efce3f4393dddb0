import { describe, expect, it } from 'vitest';
import { visitedPageHref } from '../../../src/features/pwa/keepVisitedPages';

/** A page reached inside the app is kept for offline as 'Offline verfügbar' lists it: path and page number. */
describe('the page a navigation inside the app keeps', () => {
  it.each([
    ['/sale', '', '/sale'],
    ['/galerie', '?seite=2', '/galerie?seite=2'],
    // The first page is the page itself; a page number that is none is the first, as the pages read it.
    ['/galerie', '?seite=1', '/galerie'],
    ['/galerie', '?seite=zwei', '/galerie'],
    // The lightbox's image is no page of its own.
    ['/galerie/7b0c1c7e-1f6a-4c59-9e0b-3d2f4c1a8e11', '?seite=3&bild=abc', '/galerie/7b0c1c7e-1f6a-4c59-9e0b-3d2f4c1a8e11?seite=3'],
  ])('%s%s → %s', (pathname, search, kept) => {
    expect(visitedPageHref({ pathname, search })).toBe(kept);
  });
});
