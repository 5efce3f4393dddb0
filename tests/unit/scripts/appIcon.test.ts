import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PWA_ICON_SOURCE } from '../../../scripts/vite/pwaAssets';

const icon = readFileSync(PWA_ICON_SOURCE, 'utf8');

describe('the app icon (the favicon and the source of every installed icon)', () => {
  // A letter set in a font is drawn by whatever font the device (or the build machine) has, and
  // the browser lays it out on the page's main thread at every load: 3 to 40 ms in traces of /, /sale and /galerie.
  it('draws its letter as an outline, with no text or font for the browser to look up', () => {
    expect(icon).toMatch(/<path\b[^>]*\bd="M/);
    expect(icon).not.toMatch(/<text\b|<tspan\b|font-|<style\b|@font-face|@import/);
  });

  it('needs nothing from outside the file', () => {
    expect(icon).not.toMatch(/\bhref=|url\(|<image\b|<script\b/);
  });
});
