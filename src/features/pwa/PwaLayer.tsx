import { BackgroundSyncRegistrar } from './BackgroundSyncRegistrar';
import { InstallHint } from './InstallHint';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';

/** Everything the installable app adds on top of every page. Loaded after the page itself. */
export default function PwaLayer({ navigate }: { navigate: (to: string) => void }) {
  return (
    <>
      <OfflineBanner navigate={navigate} />
      <UpdatePrompt />
      <InstallHint />
      <BackgroundSyncRegistrar />
    </>
  );
}
