import { useEffect, useRef } from 'react';
import { syncText } from '../../content/sync';
import { claimFailureAnnouncement, type FailedEntry, type StalledEntry } from '../../data/sync';
import { notify } from '../../ui/toaster';
import { failureToast } from './failureToast';

/**
 * Tells staff what the sync engine found, whichever page or tab made the edit: an edit the server
 * refused for good raises SPEC.md's error toast for its kind (once per entry, across reloads and
 * tabs), and an edit that keeps failing while it waits raises a warning (once per entry and tab).
 */
export function useSyncNotices(failed: FailedEntry[], stalled: StalledEntry[]): void {
  const warned = useRef(new Set<string>());

  useEffect(() => {
    for (const entry of failed) {
      void claimFailureAnnouncement(entry.id).then((mine) => {
        if (mine) notify({ ...failureToast(entry), type: 'error' });
      });
    }
  }, [failed]);

  useEffect(() => {
    for (const entry of stalled) {
      if (warned.current.has(entry.id)) continue;
      warned.current.add(entry.id);
      notify({ title: syncText.stalledShort, description: `${syncText.describeEdit({ ...entry, count: 1 })}: ${entry.message} ${syncText.stalledText(entry.attempts)}`, type: 'error' });
    }
  }, [stalled]);
}
