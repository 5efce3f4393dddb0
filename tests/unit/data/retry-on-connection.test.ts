import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { onBackendReached, reportingFetch } from '../../../src/data/remote/backendReached';
import { onOutboxChanged } from '../../../src/data/sync/outboxSignal';
import { startSync } from '../../../src/data/sync/startSync';
import { createPublicReader } from '../../../src/data/remote/publicReader';
import { input, seedOffers, setUp, type Harness } from '../../support/sync/harness';

// Wi-Fi that is connected but passes nothing: navigator.onLine stays true, no 'online' event comes.
let h: Harness;
let stopListening: () => void;
beforeEach(async () => {
  h = await setUp();
  stopListening = onBackendReached(() => h.engine.connectionBack());
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

/** Lets the edit fail with "no answer" until the backoff reaches its cap (1, 2, 4, 8, 15 s). */
async function failUntilBackoffIsCapped(): Promise<void> {
  h.remote.failNext('updateRow', { status: 0, message: 'network failure' }, 6);
  await h.settle();
  for (const ms of [1000, 2000, 4000, 8000, 15_000]) {
    h.clock.advance(ms);
    await h.settle();
  }
  const [entry] = await db.outbox.toArray();
  expect(entry!.attempts).toBe(6);
  expect(entry!.nextAttemptAt - h.clock.now).toBe(15_000);
}

const okJson = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'content-range': '0-0/1' } });

describe('retries follow the connection, not only the clock', () => {
  it('a successful pull sends the waiting edit at once, not after the rest of a 15 s backoff', async () => {
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Geändert im Laden'), [], []);
    await failUntilBackoffIsCapped();
    // The network recovers; nothing has fired a timer or an 'online' event.
    h.clock.advance(1000);
    vi.stubGlobal('fetch', async () => okJson([]));
    const pulled = await createPublicReader(() => ({ url: 'http://127.0.0.1:54321', anonKey: 'anon' })).fetchOffers();
    expect(pulled.error).toBeNull();
    await h.settle();
    expect(h.remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Geändert im Laden' });
    expect(await db.outbox.count()).toBe(0);
  });

  it("any answer of supabase-js's requests that gets through counts; a 503 does not", async () => {
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Über den Client'), [], []);
    await failUntilBackoffIsCapped();
    h.clock.advance(1000);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    await reportingFetch('http://127.0.0.1:54321/rest/v1/albums');
    await h.settle();
    expect(h.remote.tables.offers.get(offer!.id)).not.toMatchObject({ name: 'Über den Client' });
    vi.stubGlobal('fetch', async () => okJson({}));
    await reportingFetch('http://127.0.0.1:54321/auth/v1/user');
    await h.settle();
    expect(h.remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Über den Client' });
  });

  it("the browser's 'online' event counts as the connection being back", async () => {
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Wieder online'), [], []);
    await failUntilBackoffIsCapped();
    h.clock.advance(500);
    h.engine.connectionBack();
    await h.settle();
    expect(h.remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Wieder online' });
  });

  it('while nothing gets through the backoff still holds: a failure after the last answer waits', async () => {
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Wartet'), [], []);
    h.engine.connectionBack(); // an answer came before the edit failed: it does not make the edit due
    h.clock.advance(10);
    h.remote.failNext('updateRow', { status: 0, message: 'network failure' }, 1);
    await h.settle();
    const calls = h.remote.callsOf('updateRow').length;
    h.clock.advance(500);
    await h.settle();
    expect(h.remote.callsOf('updateRow')).toHaveLength(calls);
    expect((await db.outbox.toArray())[0]!.attempts).toBe(1);
  });

  it('a new edit tries what waits before it at once: the server may be back with nothing having told the page (a walk-through waited 20 s)', async () => {
    const [first, second] = await seedOffers(h.remote, 2);
    await updateOffer(first!.id, input('Vor dem Ausfall'), [], []);
    await failUntilBackoffIsCapped();
    // The server is back; nothing has reached it, no 'online' event came. Staff edit the next offer (as startSync wires it).
    const stop = onOutboxChanged(() => h.engine.editMade());
    try {
      h.clock.advance(1000);
      await updateOffer(second!.id, input('Nach dem Ausfall'), [], []);
      await h.settle();
      expect(h.remote.tables.offers.get(first!.id)).toMatchObject({ name: 'Vor dem Ausfall' });
      expect(h.remote.tables.offers.get(second!.id)).toMatchObject({ name: 'Nach dem Ausfall' });
      expect(await db.outbox.count()).toBe(0);
    } finally {
      stop();
    }
  });

  // Last in the file: the app's engine that startSync starts keeps running beside later tests.
  it("after a reload, the page's reads got through before its sync started: the edit goes as the sync starts, not after the backoff (50 s in a walk-through)", async () => {
    // The old page's clock, so that its last failure was a second ago in real time.
    h.clock.now = Date.now() - 31_000;
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Nach dem Neuladen'), [], []);
    await failUntilBackoffIsCapped();
    // The old page is gone; the new one reads before its sync has started: nobody listens yet.
    h.engine.stop();
    stopListening();
    vi.stubGlobal('fetch', async () => okJson([]));
    expect((await createPublicReader(() => ({ url: 'http://127.0.0.1:54321', anonKey: 'anon' })).fetchOffers()).error).toBeNull();
    const [waiting] = await db.outbox.toArray();
    expect(waiting!.nextAttemptAt - Date.now()).toBeGreaterThan(13_000);
    // The app's own start, on the real clock: without looking back it would wait out the backoff (longer than the wait below).
    startSync();
    await vi.waitFor(() => expect(h.remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Nach dem Neuladen' }), { timeout: 10_000 });
    expect(await db.outbox.count()).toBe(0);
  });
});
