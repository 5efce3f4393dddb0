import { useEffect } from 'react';
import { requestPersistentStorage, useSyncStatusStore } from '../../data/deviceStatus';
import { OUTBOX_SYNC_TAG } from '../../lib/serviceWorkerProtocol';
import { useOnline } from '../../ui/useOnline';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/**
 * While edits wait offline, asks the browser for a Background Sync (the worker then asks an open
 * page to replay, even if it was in the background) and for persistent storage, so the queued
 * edits and their photos are not evicted.
 */
export function BackgroundSyncRegistrar() {
  const pending = useSyncStatusStore((state) => state.pending);
  const online = useOnline();
  const waiting = pending > 0 && !online;

  useEffect(() => {
    if (!waiting) return;
    void requestPersistentStorage();
    if (!('serviceWorker' in navigator)) return;
    void navigator.serviceWorker.ready
      .then((registration: SyncRegistration) => registration.sync?.register(OUTBOX_SYNC_TAG))
      .catch(() => {
        // Without Background Sync the engine still replays on 'online' and on its timer.
      });
  }, [waiting]);

  return null;
}
