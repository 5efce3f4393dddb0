import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/app/error/describeError';
import { PageCodeError } from '../../src/lib/router';

describe('describeError', () => {
  it('shows the message of a thrown Error', () => {
    expect(describeError(new Error('Kaputt'))).toBe('Kaputt');
  });

  it('shows a thrown string and falls back for anything else', () => {
    expect(describeError('Nachricht')).toBe('Nachricht');
    expect(describeError({})).toBe('Unbekannter Fehler');
  });

  it("says in German that a page's code could not be loaded, not the browser's English", () => {
    const failed = new PageCodeError(new TypeError('Failed to fetch dynamically imported module: https://example.com/assets/SalePage.js'));
    expect(describeError(failed)).toBe('Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.');
  });
});
