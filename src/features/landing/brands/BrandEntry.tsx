import { useCallback, useState } from 'react';
import type { Brand } from '../../../content/brands';
import { css } from '../../../styled-system/css';
import { failedBeforeListening, useRetryWhenOnline } from '../../../ui/imageLoadFailed';

const nameClass = css({ fontSize: 'sm', fontWeight: '500', color: 'sand.800' });

/**
 * A brand's logo with its name under it (shown on hover). A logo that cannot be loaded (offline,
 * never seen: logos load as they come into view) leaves its name in its place, not the browser's
 * broken-image icon; it tries again once the device is back online.
 */
export function BrandEntry({ brand }: { brand: Brand }) {
  const [failed, setFailed] = useState(false);
  // An error before the app listened (the prerendered strip in view at load) is read at mount.
  const noticeEarlyFailure = useCallback((img: HTMLImageElement | null) => {
    if (img && failedBeforeListening(img)) setFailed(true);
  }, []);
  const retry = useCallback(() => setFailed(false), []);
  if (failed) return <NameAlone name={brand.name} retry={retry} />;
  return (
    <>
      <img ref={noticeEarlyFailure} src={brand.logo} alt="" width={160} height={60} loading="lazy" decoding="async" draggable={false} onError={() => setFailed(true)} />
      <span data-name="" className={nameClass}>
        {brand.name}
      </span>
    </>
  );
}

/** The name in a failed logo's place; only it follows the network state, not every logo. */
function NameAlone({ name, retry }: { name: string; retry: () => void }) {
  useRetryWhenOnline(retry);
  return (
    <span data-name="" data-alone="" className={nameClass}>
      {name}
    </span>
  );
}
