import { useState, type ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { renderUrl, useImageSrc } from '../../data/images';
import { offersText } from '../../content/offers';
import { buttonBase, iconButtonSm } from '../../ui/buttonStyles';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { RemoteImage } from '../../ui/RemoteImage';
import { useSwipe } from '../../lib/useSwipe';
import { CARD_IMAGE_WIDTH, DEFAULT_IMAGE_HEIGHT, imageAreaHeight, type NaturalSize } from './offerMath';

interface OfferCarouselProps {
  name: string;
  images: string[];
  /** The first cards' first images load at once (they are the page's largest content). */
  priority?: boolean;
}

/**
 * The images of one offer: one at a time, previous/next arrows, dots and swipe. The area is as
 * high as the tallest image at width 384 (SPEC.md section 2).
 */
export function OfferCarousel({ name, images, priority = false }: OfferCarouselProps) {
  const [index, setIndex] = useState(0);
  const [sizes, setSizes] = useState<Record<string, NaturalSize>>({});
  const count = images.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const swipe = useSwipe({ onSwipeLeft: () => go(current + 1), onSwipeRight: () => go(current - 1) });
  const height = imageAreaHeight(images.map((url) => sizes[url] ?? { width: 0, height: 0 })) ?? DEFAULT_IMAGE_HEIGHT;

  if (count === 0) {
    return (
      <div
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'sand.100', color: 'sand.700', fontSize: 'sm' })}
        style={{ height: `${DEFAULT_IMAGE_HEIGHT}px` }}
      >
        {offersText.noImage}
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={offersText.imagesOf(name)}
      className={css({ position: 'relative', overflow: 'hidden', bg: 'sand.100', touchAction: 'pan-y', userSelect: 'none' })}
      // The height comes from the images' sizes, known only at run time.
      style={{ height: `${height}px` }}
      data-testid="offer-carousel"
      {...(count > 1 ? swipe : {})}
    >
      <div
        className={css({ display: 'flex', h: 'full', transition: 'transform 0.4s ease', _motionReduce: { transition: 'none' } })}
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {images.map((url, slide) => (
          <Slide
            key={`${slide}-${url}`}
            url={url}
            alt={offersText.imageAlt(name, slide, count)}
            hidden={slide !== current}
            eager={priority && slide === 0}
            onSize={(size) => setSizes((known) => (known[url] ? known : { ...known, [url]: size }))}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <ArrowButton side="left" label={offersText.previousImage} onClick={() => go(current - 1)}>
            <ChevronLeftIcon />
          </ArrowButton>
          <ArrowButton side="right" label={offersText.nextImage} onClick={() => go(current + 1)}>
            <ChevronRightIcon />
          </ArrowButton>
          <div className={css({ display: 'flex', position: 'absolute', bottom: '1', insetX: '0', justifyContent: 'center' })}>
            {images.map((url, dot) => (
              <button
                key={`${dot}-${url}`}
                type="button"
                aria-label={offersText.showImage(dot, count)}
                aria-current={dot === current ? 'true' : undefined}
                onClick={() => setIndex(dot)}
                className={css({ minW: '6', h: '6', px: '0.5', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer' })}
              >
                <span
                  className={cx(
                    css({ h: '2.5', rounded: 'full', boxShadow: '0 0 0 1px rgba(0,0,0,0.35)', transition: 'width 0.2s' }),
                    dot === current ? css({ w: '6', bg: 'white' }) : css({ w: '2.5', bg: 'whiteAlpha.700' }),
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function Slide({ url, alt, hidden, eager, onSize }: { url: string; alt: string; hidden: boolean; eager: boolean; onSize: (size: NaturalSize) => void }) {
  const src = useImageSrc(url);
  const isBlob = src?.startsWith('blob:') ?? false;
  return (
    <div className={css({ flex: '0 0 100%', h: 'full' })} aria-hidden={hidden || undefined}>
      {src && (
        <RemoteImage
          src={isBlob ? src : renderUrl(src, { width: CARD_IMAGE_WIDTH })}
          srcSet={isBlob ? undefined : `${renderUrl(src, { width: CARD_IMAGE_WIDTH })} 1x, ${renderUrl(src, { width: CARD_IMAGE_WIDTH * 2 })} 2x`}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          draggable={false}
          // Fills the frame: no bands above and below an image lower than the card's tallest.
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          onLoad={(event) => {
            const img = event.currentTarget;
            onSize({ width: img.naturalWidth, height: img.naturalHeight });
          }}
        />
      )}
    </div>
  );
}

/** Chakra's IconButton (size sm, variant solid) in white over the image. */
function ArrowButton({ side, label, onClick, children }: { side: 'left' | 'right'; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        buttonBase,
        iconButtonSm,
        css({
          position: 'absolute',
          top: '50%',
          transform: 'translateY(-50%)',
          rounded: 'full',
          bg: 'whiteAlpha.900',
          color: 'sand.900',
          borderColor: 'transparent',
          boxShadow: 'md',
          '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'white' } },
        }),
        side === 'left' ? css({ left: '2' }) : css({ right: '2' }),
      )}
    >
      {children}
    </button>
  );
}
