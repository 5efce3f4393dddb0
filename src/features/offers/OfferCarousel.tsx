import { useEffect, useRef, useState, type ReactNode } from 'react';
import { replayEarlyClicksWithin, takeEarlySwipesOn } from '../../lib/earlyClicks';
import { renderUrl, useImageSrc } from '../../data/images';
import { offersText } from '../../content/offers';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { RemoteImage } from '../../ui/RemoteImage';
import { useSwipe } from '../../lib/useSwipe';
import { CARD_IMAGE_WIDTH, DEFAULT_IMAGE_HEIGHT, imageAreaHeight, type NaturalSize } from './offerMath';
import { offerCardClasses as classes } from './offerCardClasses.buildtime';

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
  const root = useRef<HTMLDivElement>(null);
  // An arrow or dot of the painted card tapped, or a swipe on it, before the app ran takes effect now.
  useEffect(() => {
    replayEarlyClicksWithin(root.current);
    for (const step of takeEarlySwipesOn(root.current)) setIndex((shown) => (shown + (step === 'next' ? 1 : -1) + count) % count);
  }, [count]);

  if (count === 0) {
    return (
      <div
        className={classes.noImage}
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
      className={classes.carousel}
      // The height comes from the images' sizes, known only at run time.
      style={{ height: `${height}px` }}
      data-testid="offer-carousel"
      // Its controls lie on photos: the focus ring of dark ground, which stands out on any photo.
      data-on-dark=""
      ref={root}
      {...(count > 1 ? { ...swipe, 'data-early-swipe': '' } : {})}
    >
      <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }}>
        {images.map((url, slide) => (
          <Slide
            key={`${slide}-${url}`}
            url={url}
            alt={offersText.imageAlt(name, slide, count)}
            hidden={slide !== current}
            eager={priority && slide === 0}
            underControls={count > 1}
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
          <div className={classes.dots}>
            {images.map((url, dot) => (
              <button
                key={`${dot}-${url}`}
                type="button"
                aria-label={offersText.showImage(dot, count)}
                aria-current={dot === current ? 'true' : undefined}
                onClick={() => setIndex(dot)}
                data-early-click=""
                className={classes.dotButton}
              >
                <span className={dot === current ? classes.dotCurrent : classes.dotOther} />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function Slide({ url, alt, hidden, eager, underControls, onSize }: { url: string; alt: string; hidden: boolean; eager: boolean; underControls: boolean; onSize: (size: NaturalSize) => void }) {
  const src = useImageSrc(url);
  const isBlob = src?.startsWith('blob:') ?? false;
  return (
    <div className={classes.slide} aria-hidden={hidden || undefined}>
      {src && (
        <RemoteImage
          src={isBlob ? src : renderUrl(src, { width: CARD_IMAGE_WIDTH })}
          srcSet={isBlob ? undefined : `${renderUrl(src, { width: CARD_IMAGE_WIDTH })} 1x, ${renderUrl(src, { width: CARD_IMAGE_WIDTH * 2 })} 2x`}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          draggable={false}
          className={classes.image}
          frameClassName={underControls ? classes.frameUnderControls : undefined}
          onLoad={(event) => {
            const img = event.currentTarget;
            onSize({ width: img.naturalWidth, height: img.naturalHeight });
          }}
          // An image the early script painted may have loaded before this listener existed.
          ref={(img: HTMLImageElement | null) => {
            if (img?.complete && img.naturalWidth > 0) onSize({ width: img.naturalWidth, height: img.naturalHeight });
          }}
        />
      )}
    </div>
  );
}

/** Chakra's IconButton (size sm, variant solid) in white over the image. */
function ArrowButton({ side, label, onClick, children }: { side: 'left' | 'right'; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} data-early-click="" className={side === 'left' ? classes.arrowLeft : classes.arrowRight}>
      {children}
    </button>
  );
}
