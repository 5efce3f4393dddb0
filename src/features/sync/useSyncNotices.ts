import { useEffect, useRef } from 'react';
import { saveProblemTitle, saveStatusText, syncText } from '../../content/sync';
import type { Conflict, FailedEntry, StalledEntry } from '../../data/sync';
import { claimConflictAnnouncement, claimFailureAnnouncement, claimStallAnnouncement } from '../../data/syncEngine';
import { notifyInBackground, withdrawInBackground, type NotifyOptions } from '../../ui/toaster';
import { failureToast } from './failureToast';

/**
 * Tells staff what the sync engine found, whichever page or tab made the edit: an edit the server
 * refused for good raises SPEC.md's error toast for its kind (once per entry, across reloads and
 * tabs); an edit that keeps failing while it waits raises a warning (once per stall); an edit that
 * met a newer version on the server says so (once per conflict: one that arose while the edit's own
 * toast had long closed showed only in the status's count). All wait behind the toast of what staff
 * just did, never replace it; a stall's or a conflict's notice is taken back once it is over.
 */
export function useSyncNotices(failed: FailedEntry[], stalled: StalledEntry[], conflicts: Conflict[] = []): void {
  useEffect(() => {
    for (const entry of failed) {
      void claimFailureAnnouncement(entry.id).then((mine) => {
        if (mine) notifyInBackground({ ...failureToast(entry), type: 'error' });
      });
    }
  }, [failed]);
  useNoticesWhileTrue('stall', stalled, claimStallAnnouncement, (entry) => ({
    title: syncText.stalledShort,
    description: `${syncText.describeEdit({ ...entry, count: 1 })}: ${entry.message} ${syncText.stalledText(entry.attempts)}`,
    type: 'error',
  }));
  useNoticesWhileTrue('conflict', conflicts, claimConflictAnnouncement, (conflict) => ({
    title: saveProblemTitle.conflict,
    description: `${syncText.describeEdit({ ...conflict, count: 1 })}: ${saveStatusText.conflict}`,
    type: 'info',
  }));
}

/**
 * Announces each entry once (the claim, across reloads and tabs), and takes the notice back once
 * the entry is no longer listed (sent, resolved, given up): off the screen, or out of the line.
 */
function useNoticesWhileTrue<T extends { id: string }>(kind: string, entries: T[], claim: (id: string) => Promise<boolean>, notice: (entry: T) => NotifyOptions): void {
  const announced = useRef(new Set<string>());
  const listed = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(entries.map((entry) => entry.id));
    listed.current = current;
    for (const id of announced.current) {
      if (current.has(id)) continue;
      announced.current.delete(id);
      withdrawInBackground(`${kind}:${id}`);
    }
    for (const entry of entries) {
      void claim(entry.id).then((mine) => {
        // Claimed once the entry was over already (the claim is a write to the device's outbox): nothing to tell.
        if (!mine || !listed.current.has(entry.id)) return;
        announced.current.add(entry.id);
        notifyInBackground({ key: `${kind}:${entry.id}`, ...notice(entry) });
      });
    }
    // The kind, the claim and the notice are fixed per call site; the list is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries]);
}
