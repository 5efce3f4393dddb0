import { useEffect, useRef, useState } from 'react';
import { images } from 'virtual:responsive-images';
import { landingText } from '../../../content/landing';
import { replayEarlyClicksWithin, takeEarlySwipesOn } from '../../../lib/earlyClicks';
import { useInView } from '../../../lib/useInView';
import { usePageVisible } from '../../../lib/usePageVisible';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { useSwipe } from '../../../lib/useSwipe';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { css, cx } from '../../../styled-system/css';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { slideImageKey, slideNumbers } from './slides';
import { useSlideshow } from './useSlideshow';

const text = landingText.impressionen;
const total = slideNumbers.length;

const roundButton = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  w: '12',
  h: '12',
  rounded: 'full',
  display: 'grid',
  placeItems: 'center',
  bg: 'rgba(28, 24, 21, 0.55)',
  color: 'white',
  cursor: 'pointer',
  transition: 'background 0.2s',
  // Chakra's _hover: only where a pointer can hover, never on a disabled element.
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'rgba(28, 24, 21, 0.8)' } },
  zIndex: 1,
});

/**
 * One full-width image at a time, 600 px high. Advances every 5 s while on screen, the tab is
 * visible and nobody is interacting (pointer over it, focus inside, or a drag).
 */
export function Slideshow() {
  const frame = useRef<HTMLDivElement>(null);
  const onScreen = useInView(frame, '200px');
  const pageVisible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const running = onScreen && pageVisible && !hovered && !focused && !dragging && !reducedMotion;
  const { index, goTo, next, previous } = useSlideshow(total, running);
  // Arrows and dots tapped, and swipes made, before the app ran (it loads after the page) move the slideshow now.
  useEffect(() => {
    replayEarlyClicksWithin(frame.current);
    for (const step of takeEarlySwipesOn(frame.current)) (step === 'next' ? next : previous)();
  }, [next, previous]);
  const swipe = useSwipe({ onSwipeLeft: next, onSwipeRight: previous, onInteraction: setDragging });

  return (
    <div
      ref={frame}
      // Its controls lie on photos: the focus ring of dark ground, which stands out on any photo.
      data-on-dark=""
      role="region"
      aria-roledescription="carousel"
      aria-label={text.slideshowLabel}
      data-testid="slideshow"
      data-early-swipe=""
      data-index={index}
      className={cx(
        css({
          position: 'relative',
          h: '600px',
          overflow: 'hidden',
          rounded: 'xl',
          bg: 'sand.200',
          touchAction: 'pan-y',
          userSelect: 'none',
          '&:hover img': { transform: 'scale(1.04)' },
        }),
        dragging ? css({ cursor: 'grabbing' }) : css({ cursor: 'grab' }),
      )}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => {
        setHovered(false);
        swipe.onPointerLeave(event);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={swipe.onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
      onClickCapture={swipe.onClickCapture}
      onDragStart={swipe.onDragStart}
    >
      {/* The offset depends on the index: a style, not a class. */}
      <div className={css({ display: 'flex', h: 'full', transition: 'transform 0.5s ease' })} style={{ transform: `translateX(-${index * 100}%)` }}>
        {slideNumbers.map((number, i) => {
          const active = i === index;
          const image = images[slideImageKey(number)];
          return (
            <div
              key={number}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideLabel(number, total)}
              aria-hidden={!active}
              className={cx(css({ flex: '0 0 100%', h: 'full', transition: 'opacity 0.5s ease' }), active ? css({ opacity: 1 }) : css({ opacity: 0 }))}
            >
              {image && (
                <ResponsiveImage
                  image={image}
                  alt={text.slideAlt(number)}
                  sizes="(min-width: 1280px) 1216px, 100vw"
                  eager={onScreen && Math.abs(i - index) <= 1}
                  style={{ width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 0.6s ease' }}
                />
              )}
            </div>
          );
        })}
      </div>
      <button type="button" aria-label={text.previous} onClick={previous} data-early-click="" className={cx(roundButton, css({ left: '4' }))}>
        <ChevronLeftIcon />
      </button>
      <button type="button" aria-label={text.next} onClick={next} data-early-click="" className={cx(roundButton, css({ right: '4' }))}>
        <ChevronRightIcon />
      </button>
      {/* Wrapped where they do not fit in a row (text enlarged to 200 % on a phone widened the page). */}
      <div className={css({ position: 'absolute', bottom: '5', insetX: '0', px: '4', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.5', zIndex: 1 })}>
        {slideNumbers.map((number, i) => (
          <button
            key={number}
            type="button"
            aria-label={text.goTo(number, total)}
            aria-current={i === index ? 'true' : undefined}
            data-testid="slide-dot"
            data-early-click=""
            onClick={() => goTo(i)}
            className={css({ p: '1.5', cursor: 'pointer', rounded: 'full' })}
          >
            <span
              className={cx(
                css({ display: 'block', h: '2.5', rounded: 'full', boxShadow: '0 0 0 1px rgba(28, 24, 21, 0.35)', transition: 'width 0.3s ease, background 0.3s ease' }),
                i === index ? css({ w: '8', bg: 'white' }) : css({ w: '2.5', bg: 'rgba(255, 255, 255, 0.5)' }),
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
