// The node-side tsconfig (tests) does not include src/*.d.ts; this reference brings the virtual module's types along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../responsive-images.d.ts" />
import { useCallback, useState, type CSSProperties, type ImgHTMLAttributes, type LinkHTMLAttributes } from 'react';
import type { ResponsiveImageData } from 'virtual:responsive-images';
import { css } from '../styled-system/css';
import { failedBeforeListening, useRetryWhenOnline, useUnavailableReason } from './imageLoadFailed';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'sizes'> {
  /** An entry of `images` from 'virtual:responsive-images'; nothing renders when it is missing. */
  image: ResponsiveImageData | undefined;
  alt: string;
  /** How wide the image is shown, e.g. '100vw' or '(min-width: 1024px) 400px, 100vw'. */
  sizes: string;
  /** The page's main image (the hero): loads at once with high priority. */
  priority?: boolean;
  /** Loads at once, without raising its priority (e.g. the slides next to the visible one). */
  eager?: boolean;
  /** Shorthand for `style.objectFit`. */
  fit?: CSSProperties['objectFit'];
  /**
   * Text stands over the image (the hero's heading): a failed image's frame says its title and
   * why to assistive technology only; a caption of its own would lie under that text.
   */
  underText?: boolean;
}

/**
 * `<picture>` with AVIF and WebP sources and an `<img>` that carries the intrinsic width and height,
 * so the browser reserves the space before any byte arrives. Below-the-fold images load lazily;
 * the dominant colour fills the box until the image is there.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, eager = false, fit, underText = false, style, ...rest }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const attach = useCallback((img: HTMLImageElement | null) => {
    if (img && failedBeforeListening(img)) setFailed(true);
  }, []);
  const retry = useCallback(() => setFailed(false), []);
  if (!image) {
    if (import.meta.env.DEV) console.warn(`ResponsiveImage: no image data for '${alt}'`);
    return null;
  }
  if (failed) return <ImageNotLoaded image={image} alt={alt} style={style} className={rest.className} retry={retry} captioned={!underText} />;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        {...rest}
        ref={attach}
        onError={() => setFailed(true)}
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={{ display: 'block', maxWidth: '100%', height: 'auto', backgroundColor: image.color, objectFit: fit, ...style }}
      />
    </picture>
  );
}

/**
 * In a failed image's place (offline, never seen on this device): its box in its dominant colour,
 * and for an image that says something its title and why, instead of the browser's broken-image
 * icon and alt text spilling out of the frame.
 */
function ImageNotLoaded({
  image,
  alt,
  style,
  className,
  retry,
  captioned,
}: {
  image: ResponsiveImageData;
  alt: string;
  style: CSSProperties | undefined;
  className: string | undefined;
  retry: () => void;
  captioned: boolean;
}) {
  const why = useUnavailableReason();
  useRetryWhenOnline(retry);
  const box: CSSProperties = { display: 'grid', placeItems: 'center', maxWidth: '100%', aspectRatio: `${image.width} / ${image.height}`, backgroundColor: image.color, ...style };
  if (!alt) return <span aria-hidden="true" data-testid="image-unavailable" className={className} style={box} />;
  return (
    <span role="img" aria-label={alt} aria-description={why} data-testid="image-unavailable" className={className} style={box}>
      {captioned && (
        <span aria-hidden="true" className={css({ bg: 'sand.50/90', color: 'sand.800', rounded: 'md', px: '2', py: '1', fontSize: 'xs', textAlign: 'center', maxW: '90%' })}>
          {alt}
          <br />
          {why}
        </span>
      )}
    </span>
  );
}

/**
 * Props for `<link rel="preload">` of an image's AVIF variants, e.g. for the hero:
 * `<link {...preloadLinkProps(images['uploads/hero/hero'], '100vw')} />`. `sizes` must equal the
 * `sizes` of the `<ResponsiveImage>` it preloads, or the browser fetches a second file.
 */
export function preloadLinkProps(image: ResponsiveImageData, sizes: string): LinkHTMLAttributes<HTMLLinkElement> & { fetchPriority: 'high' } {
  return { rel: 'preload', as: 'image', type: 'image/avif', imageSrcSet: image.avif, imageSizes: sizes, fetchPriority: 'high' };
}
