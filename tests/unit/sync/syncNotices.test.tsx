import 'fake-indexeddb/auto';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateOffer } from '../../../src/data/commands/offerCommands';
import type { FailedEntry, StalledEntry } from '../../../src/data/sync';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { useSyncNotices } from '../../../src/features/sync/useSyncNotices';
import { announceSave } from '../../../src/ui/saveFeedback';
import { db } from '../../../src/data/db/database';
import { notify, notifyInBackground, toaster } from '../../../src/ui/toaster';
import { input, seedOffers, setUp, type Harness } from '../../support/sync/harness';

const titles = () => toaster.getVisibleToasts().map((toast) => String(toast.title));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Until the page has claimed the stall's warning (a write to the device's outbox, slow on a busy
 * machine), and its notice is in line: a fixed wait let it arrive after the test had looked.
 */
async function stallClaimed(stalled: StalledEntry): Promise<void> {
  await waitFor(async () => expect((await db.outbox.where('opId').equals(stalled.id).first())?.stallAnnounced).toBe(true));
  await settle();
}

/** What a page that shows the sync status does on load. */
function SyncNotices({ failed = [], stalled = [] }: { failed?: FailedEntry[]; stalled?: StalledEntry[] }) {
  useSyncNotices(failed, stalled);
  return null;
}

afterEach(() => toaster.remove());

describe('toasts of actions and background notices', () => {
  it("a background notice waits while an action's toast shows and follows once it has closed", () => {
    const saved = notify({ title: 'Offer updated successfully', type: 'success' });
    notifyInBackground({ title: 'Übertragung stockt', type: 'error' });
    expect(titles()).toEqual(['Offer updated successfully']);
    toaster.remove(saved);
    expect(titles()).toEqual(['Übertragung stockt']);
  });

  it('an action replaces a background notice, and a newer action the older one', () => {
    notifyInBackground({ title: 'Übertragung stockt', type: 'error' });
    notify({ title: 'Offer moved up', type: 'success' });
    expect(titles()).toEqual(['Offer moved up']);
    notify({ title: 'Offer deleted successfully', type: 'success' });
    expect(titles()).toEqual(['Offer deleted successfully']);
  });

  it('notices waiting behind an action follow one after another, none lost', () => {
    const saved = notify({ title: 'Offer created successfully', type: 'success' });
    notifyInBackground({ title: 'Erste Meldung', type: 'error' });
    notifyInBackground({ title: 'Zweite Meldung', type: 'error' });
    toaster.remove(saved);
    expect(titles()).toEqual(['Erste Meldung']);
    toaster.remove(toaster.getVisibleToasts()[0]!.id);
    expect(titles()).toEqual(['Zweite Meldung']);
  });
});

describe('a save made while an older edit stalls', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await setUp();
  });

  /** An older edit that keeps failing until it counts as stalled (three attempts). */
  async function stalledEdit(): Promise<StalledEntry> {
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Ältere Änderung'), [], []);
    h.remote.failNext('updateRow', { status: 503, message: 'Service Unavailable' }, 10);
    await h.settle();
    for (const ms of [1000, 2000]) {
      h.clock.advance(ms);
      await h.settle();
    }
    const [stalled] = useSyncStatusStore.getState().stalled;
    expect(stalled).toBeDefined();
    return stalled!;
  }

  it("keeps the save's confirmation on screen when the page loads with the stall notice due", async () => {
    const stalled = await stalledEdit();
    announceSave({ title: 'Offer moved up' }, (onStatus) => {
      onStatus({ state: 'sending' });
      return () => undefined;
    });
    render(<SyncNotices stalled={[stalled]} />);
    await stallClaimed(stalled);
    expect(titles()).toEqual(['Offer moved up']);
    // Once the confirmation has closed, the warning follows.
    toaster.remove(toaster.getVisibleToasts()[0]!.id);
    expect(titles()).toEqual(['Übertragung stockt']);
  });

  it("takes a stall's warning back once the edit has gone out: off the screen, or out of the line behind a save's toast", async () => {
    const stalled = await stalledEdit();
    const page = render(<SyncNotices stalled={[stalled]} />);
    await waitFor(() => expect(titles()).toEqual(['Übertragung stockt']));
    page.rerender(<SyncNotices stalled={[]} />);
    await waitFor(() => expect(titles()).toEqual([]));

    // Waiting behind a confirmation when the stall ends: it never shows.
    const again = await stalledEdit();
    const saved = notify({ title: 'Offer updated successfully', type: 'success' });
    page.rerender(<SyncNotices stalled={[again]} />);
    await stallClaimed(again);
    page.rerender(<SyncNotices stalled={[]} />);
    toaster.remove(saved);
    await settle();
    expect(titles()).toEqual([]);
  });

  it('warns of a stall once, not again on every page load', async () => {
    const stalled = await stalledEdit();
    const first = render(<SyncNotices stalled={[stalled]} />);
    await waitFor(() => expect(titles()).toEqual(['Übertragung stockt']));
    first.unmount();
    toaster.remove();
    render(<SyncNotices stalled={[stalled]} />);
    await settle();
    expect(titles()).toEqual([]);
  });
});
