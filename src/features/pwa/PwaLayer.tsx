import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { BackgroundSyncRegistrar } from './BackgroundSyncRegistrar';
import { isIosSafari } from './isIosSafari';
import { OfflineBanner } from './OfflineBanner';
import { usePwaStore } from './pwaStore';

// Shown on few visits: their code and texts load when they show (precached for offline use), not
// with every first visit's JavaScript.
const UpdatePrompt = lazyPart(() => import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })));
const InstallHint = lazyPart(() => import('./InstallHint').then((module) => ({ default: module.InstallHint })));

/** Everything the installable app adds on top of every page. Loaded after the page itself. */
export default function PwaLayer({ navigate }: { navigate: (to: string) => void }) {
  const updateWaiting = usePwaStore((state) => state.updateWaiting);
  const installOffered = usePwaStore((state) => state.installPrompt !== null) || isIosSafari();
  return (
    <>
      <OfflineBanner navigate={navigate} />
      <Suspense fallback={null}>
        {updateWaiting && <UpdatePrompt />}
        {installOffered && <InstallHint />}
      </Suspense>
      <BackgroundSyncRegistrar />
    </>
  );
}
