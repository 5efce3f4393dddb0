import 'fake-indexeddb/auto';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateOffer } from '../../../src/data/commands/offerCommands';
import type { Conflict, FailedEntry, StalledEntry } from '../../../src/data/sync';
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
function SyncNotices({ failed = [], stalled = [], conflicts = [] }: { failed?: FailedEntry[]; stalled?: StalledEntry[]; conflicts?: Conflict[] }) {
  useSyncNotices(failed, stalled, conflicts);
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

  it('tells of a conflict found in the background once, in German, and takes it back once resolved', async () => {
    // An edit whose own toast has long closed meets a newer version on the server (it showed only in the status's count).
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Meine Fassung'), [], []);
    toaster.remove();
    h.remote.editOnServer('offers', offer!.id, { name: 'Ihre Fassung' });
    await h.engine.drain();
    const { conflicts } = useSyncStatusStore.getState();
    expect(conflicts).toHaveLength(1);
    const page = render(<SyncNotices conflicts={conflicts} />);
    await waitFor(() => expect(titles()).toEqual(['Konflikt: Ihre Änderung ist noch nicht auf dem Server']));
    expect(String(toaster.getVisibleToasts()[0]!.description)).toBe('Änderung: Angebot „Meine Fassung“: Der Eintrag wurde inzwischen an anderer Stelle geändert. Details unter „Synchronisierung“.');
    // Not again on the next page load.
    page.unmount();
    toaster.remove();
    const next = render(<SyncNotices conflicts={conflicts} />);
    await settle();
    expect(titles()).toEqual([]);
    next.unmount();

    // Shown again by this page, then resolved: the notice goes.
    await db.outbox.where('opId').equals(conflicts[0]!.id).modify({ conflictAnnounced: false });
    const again = render(<SyncNotices conflicts={conflicts} />);
    await waitFor(() => expect(titles()).toHaveLength(1));
    await h.engine.resolveConflict(conflicts[0]!.id, 'theirs');
    await h.settle();
    again.rerender(<SyncNotices conflicts={useSyncStatusStore.getState().conflicts} />);
    await waitFor(() => expect(titles()).toEqual([]));
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
