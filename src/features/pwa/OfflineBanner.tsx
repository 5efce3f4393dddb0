import { useLayoutEffect, useRef, type RefObject } from 'react';
import { css } from '../../styled-system/css';
import { paths } from '../../lib/paths';
import { offlineBannerText } from '../../content/pwa';
import { useOnline } from '../../ui/useOnline';
import { useAuth } from '../../data/auth';

/** Says plainly that the page shows what was loaded before, and to staff that their edits wait for the network. */
export function OfflineBanner({ navigate }: { navigate: (to: string) => void }) {
  const online = useOnline();
  const { isStaff } = useAuth();
  const banner = useRef<HTMLDivElement>(null);
  useReservedSpace(banner, !online);
  if (online) return null;
  return (
    <div
      ref={banner}
      role="status"
      data-testid="offline-banner"
      className={css({ position: 'fixed', insetX: '0', bottom: '0', zIndex: 'banner', bg: 'sand.900', color: 'sand.50', px: '5', py: '3', pe: '24', fontSize: 'sm', textAlign: 'center' })}
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

/**
 * Keeps the page's end clear of the fixed banner while it shows: the body gets the banner's height
 * as bottom padding (four lines on a phone), so the footer's last line can still be scrolled to.
 */
function useReservedSpace(banner: RefObject<HTMLDivElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return undefined;
    const reserve = () => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [banner, shown]);
}
