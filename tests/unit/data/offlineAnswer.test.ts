import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOffline } from '../../../src/data/chat/offlineAnswer';
import { clearDatabase, db } from '../../../src/data/db/database';
import { offerRow } from '../../support/sync/harness';

afterEach(() => clearDatabase());

describe("the device's own chat answer (offline)", () => {
  it('gives the price of an offer this device has seen, as /sale shows it offline', async () => {
    const question = 'Was kostet das Sofa Lindholm?';
    expect(await answerOffline(question)).not.toContain('2.190,00');
    await db.offers.put(offerRow({ name: 'Sofa Lindholm, 3-Sitzer', original_price: 2890, sale_price: 2190 }));
    expect(await answerOffline(question)).toBe('„Sofa Lindholm, 3-Sitzer“ kostet bei uns 2.190,00\u00a0€ statt 2.890,00\u00a0€ (UVP). Zu sehen unter [Aktuelle Angebote](/sale).');
  });
});
