import { useEffect, useRef } from 'react';
import { syncText } from '../../content/sync';
import type { FailedEntry, StalledEntry } from '../../data/sync';
import { claimFailureAnnouncement, claimStallAnnouncement } from '../../data/syncEngine';
import { notifyInBackground, withdrawInBackground } from '../../ui/toaster';
import { failureToast } from './failureToast';

/**
 * Tells staff what the sync engine found, whichever page or tab made the edit: an edit the server
 * refused for good raises SPEC.md's error toast for its kind (once per entry, across reloads and
 * tabs), and an edit that keeps failing while it waits raises a warning (once per stall, across
 * reloads and tabs). Both wait behind the toast of what staff just did, never replace it.
 */
export function useSyncNotices(failed: FailedEntry[], stalled: StalledEntry[]): void {
  useEffect(() => {
    for (const entry of failed) {
      void claimFailureAnnouncement(entry.id).then((mine) => {
        if (mine) notifyInBackground({ ...failureToast(entry), type: 'error' });
      });
    }
  }, [failed]);

  // The stalls this page announced: a stall that is over (sent, or given up as failed) takes its warning back.
  const announced = useRef(new Set<string>());
  const stalledNow = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(stalled.map((entry) => entry.id));
    stalledNow.current = current;
    for (const id of announced.current) {
      if (current.has(id)) continue;
      announced.current.delete(id);
      withdrawInBackground(stallKey(id));
    }
    for (const entry of stalled) {
      void claimStallAnnouncement(entry.id).then((mine) => {
        // Claimed once the stall was over already (the claim is a write to the device's outbox): nothing to warn of.
        if (!mine || !stalledNow.current.has(entry.id)) return;
        announced.current.add(entry.id);
        notifyInBackground({ key: stallKey(entry.id), title: syncText.stalledShort, description: `${syncText.describeEdit({ ...entry, count: 1 })}: ${entry.message} ${syncText.stalledText(entry.attempts)}`, type: 'error' });
      });
    }
  }, [stalled]);
}

const stallKey = (id: string) => `stall:${id}`;
