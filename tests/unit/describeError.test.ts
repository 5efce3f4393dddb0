import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/app/error/describeError';

describe('describeError', () => {
  it('shows the message of a thrown Error', () => {
    expect(describeError(new Error('Kaputt'))).toBe('Kaputt');
  });

  it('shows a thrown string and falls back for anything else', () => {
    expect(describeError('Nachricht')).toBe('Nachricht');
    expect(describeError({})).toBe('Unbekannter Fehler');
  });
});
