import { useCallback, useState } from 'react';
import type { Brand } from '../../../content/brands';
import { css } from '../../../styled-system/css';
import { failedBeforeListening, useRetryWhenOnline } from '../../../ui/imageLoadFailed';

/**
 * A brand's logo with its name under it (shown on hover). A logo that cannot be loaded (offline,
 * never seen: logos load as they come into view) leaves its name in its place, not the browser's
 * broken-image icon; it tries again once the device is back online.
 */
export function BrandEntry({ brand }: { brand: Brand }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    if (!failed) return;
    setFailed(false);
    setAttempt((count) => count + 1);
  }, [failed]);
  useRetryWhenOnline(retry);
  // An error before the app listened (the prerendered strip in view at load) is read at mount.
  const noticeEarlyFailure = useCallback((img: HTMLImageElement | null) => {
    if (img && failedBeforeListening(img)) setFailed(true);
  }, []);
  return (
    <>
      {!failed && (
        <img key={attempt} ref={noticeEarlyFailure} src={brand.logo} alt="" width={160} height={60} loading="lazy" decoding="async" draggable={false} onError={() => setFailed(true)} />
      )}
      <span data-name="" data-alone={failed ? '' : undefined} className={css({ fontSize: 'sm', fontWeight: '500', color: 'sand.800' })}>
        {brand.name}
      </span>
    </>
  );
}
