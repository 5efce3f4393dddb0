import { useCallback, useState, type ComponentProps, type Ref } from 'react';
import { css, cx } from '../styled-system/css';
import { failedBeforeListening, useProbeWhileOnline, useRetryWhenOnline, useUnavailableReason } from './imageLoadFailed';

export interface RemoteImageProps extends ComponentProps<'img'> {
  alt: string;
  /** Shown in the placeholder when the image cannot be loaded (offline and never saved). */
  caption?: string | null;
  /** Added to that frame's classes: room for controls laid over the image (arrows, dots). */
  frameClassName?: string;
}

/**
 * An image from the backend's storage. When it cannot be loaded (offline, never seen on this
 * device), a neutral frame with its title and why (offline, or not loaded) takes its place instead
 * of the browser's broken-image icon. Any change of src tries again, a return to an earlier src
 * included: a new cover shows the device's file while it uploads, then the server's URL, which
 * may have failed before the upload was done; so does the device's coming back online, and online
 * the frame asks for the image again a few times. Styled by the caller's `className` (Panda's `css()`).
 */
export function RemoteImage({ alt, caption, frameClassName, src, ref, ...rest }: RemoteImageProps) {
  const [load, setLoad] = useState({ src, failed: false });
  if (load.src !== src) setLoad({ src, failed: false });
  // An image painted before the app hydrated (the early paint) may have failed before React's
  // onError listener existed: a settled image without pixels is a failed one.
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && failedBeforeListening(img)) setLoad({ src, failed: true });
      assignRef(ref, img);
    },
    [src, ref],
  );
  const retry = useCallback(() => setLoad({ src, failed: false }), [src]);
  if (src && load.src === src && load.failed) return <ImageUnavailable src={src} srcSet={rest.srcSet} alt={alt} title={caption || alt} className={frameClassName} retry={retry} />;
  return <img ref={attach} src={src} alt={alt} onError={() => setLoad({ src, failed: true })} {...rest} />;
}

/** The frame in a failed image's place; only it follows the network state, not every image. */
function ImageUnavailable({ src, srcSet, alt, title, className, retry }: { src: string; srcSet: string | undefined; alt: string; title: string; className: string | undefined; retry: () => void }) {
  const why = useUnavailableReason();
  useRetryWhenOnline(retry);
  useProbeWhileOnline({ src, srcSet }, retry);
  return (
    <div
      role="img"
      aria-label={alt}
      aria-description={why}
      data-testid="image-unavailable"
      className={cx(css({ w: 'full', h: 'full', minH: '24', display: 'grid', placeItems: 'center', bg: 'sand.200', color: 'sand.800', p: '3', textAlign: 'center', fontSize: 'sm' }), className)}
    >
      <span aria-hidden="true" className={css({ display: 'grid', gap: '1' })}>
        <span data-testid="image-unavailable-title">{title}</span>
        <span className={css({ fontSize: 'xs', color: 'sand.700' })}>{why}</span>
      </span>
    </div>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
