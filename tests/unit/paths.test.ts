import { describe, expect, it } from 'vitest';
import { paths, showsLoginControl } from '../../src/lib/paths';

describe('showsLoginControl', () => {
  it.each([
    ['/sale', true],
    ['/galerie', true],
    ['/galerie/123', true],
    ['/irgendwo/galerie/x', true],
    ['/', false],
    ['/impressum', false],
    ['/sale/extra', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(showsLoginControl(pathname)).toBe(expected);
  });
});

describe('paths', () => {
  it('encodes album ids so no id can break out of the path', () => {
    expect(paths.album('a/b?c')).toBe('/galerie/a%2Fb%3Fc');
  });
});
