import { describe, expect, it } from 'vitest';
import { offersText } from '../../../src/content/offers';

describe("an offer card's staff buttons", () => {
  it('name their offer, in German quotation marks, without the spaces around it', () => {
    expect([' Sofa Lindholm ', 'Sofa Lindholm'].map(offersText.edit)).toEqual(['Angebot „Sofa Lindholm“ bearbeiten', 'Angebot „Sofa Lindholm“ bearbeiten']);
    expect(offersText.delete('Sessel')).toBe('Angebot „Sessel“ löschen');
    expect(offersText.moveUp('Sessel')).toBe('„Sessel“ nach oben');
    expect(offersText.moveDown('Sessel')).toBe('„Sessel“ nach unten');
    expect(offersText.staffActions('Sessel')).toBe('Aktionen zum Angebot „Sessel“');
  });

  it('stay whole labels for a blank name (the form and the database refuse one; the label still must not read "Angebot „“ löschen")', () => {
    expect(['', '  '].map(offersText.edit)).toEqual(['Angebot bearbeiten', 'Angebot bearbeiten']);
    expect(offersText.delete('')).toBe('Angebot löschen');
    expect(offersText.moveUp('')).toBe('Angebot nach oben');
    expect(offersText.staffActions('')).toBe('Aktionen zum Angebot');
  });
});
