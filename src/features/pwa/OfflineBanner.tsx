import { useRef } from 'react';
import { css } from '../../styled-system/css';
import { paths } from '../../lib/paths';
import { offlineBannerText } from '../../content/pwa';
import { useOnline } from '../../ui/useOnline';
import { useAuth } from '../../data/auth';
import { useBottomSpace } from './useBottomSpace';

/** Says plainly that the device is offline and what it stored stays readable, and to staff that their edits wait for the network. */
export function OfflineBanner({ navigate }: { navigate: (to: string) => void }) {
  const online = useOnline();
  const { isStaff } = useAuth();
  const banner = useRef<HTMLDivElement>(null);
  useBottomSpace('banner', banner, !online);
  if (online) return null;
  return (
    <div
      ref={banner}
      role="status"
      data-testid="offline-banner"
      // The whole width: the chat button stands above it (ChatLauncher). On a screen short for its text it scrolls within
      // itself: at 200 % text beside the chat button it took 85 % of a phone's height and covered the staff's buttons.
      className={css({ position: 'fixed', insetX: '0', bottom: '0', zIndex: 'banner', bg: 'sand.900', color: 'sand.50', px: '5', py: '3', fontSize: 'sm', textAlign: 'center', _shortScreen: { maxH: '30dvh', overflowY: 'auto' } })}
    >
      {offlineBannerText.offline} {isStaff && `${offlineBannerText.offlineEditsWait} `}
      <a
        href={paths.offlineAvailable()}
        className={css({ color: 'inherit', fontWeight: 'semibold', textDecoration: 'underline' })}
        data-testid="offline-available-link"
        onClick={(event) => {
          // This layer is outside the page's router: a plain click navigates through it, without a reload.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(paths.offlineAvailable());
        }}
      >
        {offlineBannerText.offlineAvailable}
      </a>
    </div>
  );
}
