import { useEffect } from 'react';
import { syncText } from '../../content/sync';
import type { FailedEntry, StalledEntry } from '../../data/sync';
import { claimFailureAnnouncement, claimStallAnnouncement } from '../../data/syncEngine';
import { notifyInBackground } from '../../ui/toaster';
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

  useEffect(() => {
    for (const entry of stalled) {
      void claimStallAnnouncement(entry.id).then((mine) => {
        if (mine) notifyInBackground({ title: syncText.stalledShort, description: `${syncText.describeEdit({ ...entry, count: 1 })}: ${entry.message} ${syncText.stalledText(entry.attempts)}`, type: 'error' });
      });
    }
  }, [stalled]);
}
