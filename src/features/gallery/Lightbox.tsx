import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { css, cx } from '../../styled-system/css';
import { albumText, gallerySizes } from '../../content/gallery';
import { useImageSrc, renderUrl } from '../../data/images';
import type { GalleryImage } from '../../data/rows';
import { useSwipe } from '../../lib/useSwipe';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../ui/icons';
import { RemoteImage } from '../../ui/RemoteImage';
import { focusWhenPresent } from '../../lib/focusWhenPresent';
import { useFocusLeavesDisabled } from '../../ui/useFocusLeavesDisabled';
import { useLightboxSteps } from './useLightboxSteps';
import { takeStepsWhileOpening } from './stepsWhileOpening';

const text = albumText.lightbox;

interface LightboxProps {
  /** The images the lightbox steps through: the page's, with its neighbours' once known. */
  images: GalleryImage[];
  /** The open image, or null when closed. */
  imageId: string | null;
  /** Position of the first of `images` in the album, for alt texts and the counter ("Bild 13 von 30"). */
  firstPosition: number;
  /** Images in the whole album. */
  total: number;
  onShow: (id: string) => void;
  onClose: () => void;
}

/**
 * Full-screen view of one image with previous, next and close, arrow keys, Escape and swipe, and
 * a caption with title and description. Focus stays inside while open and goes back to the
 * thumbnail of the image last shown. A modal dialog of plain elements: the rest of the page is
 * hidden from assistive technology and does not scroll while it is open.
 */
export function Lightbox({ images, imageId, firstPosition, total, onShow, onClose }: LightboxProps) {
  const index = imageId ? images.findIndex((image) => image.id === imageId) : -1;
  const found = index >= 0 ? images[index] : undefined;
  // Stepping onto another album page, the rows around the new image may take a render to arrive:
  // meanwhile the image last shown stays (the dialog must not close under the visitor).
  const foundPosition = firstPosition + index;
  const [held, setHeld] = useState<{ image: GalleryImage; position: number } | undefined>(found && { image: found, position: foundPosition });
  if (found && (found !== held?.image || foundPosition !== held.position)) setHeld({ image: found, position: foundPosition });
  const image = found ?? (imageId ? held?.image : undefined);
  const position = found ? foundPosition : (held?.position ?? foundPosition);
  const lastShown = useRef<string | null>(null);
  const imageIdShown = image?.id;
  useEffect(() => {
    if (imageIdShown) lastShown.current = imageIdShown;
  }, [imageIdShown]);

  const count = Math.max(total, images.length);
  const { showPrevious, showNext, hasPrevious, hasNext } = useLightboxSteps({ images, imageId, position, count, onShow });
  const swipe = useSwipe({ onSwipeLeft: showNext, onSwipeRight: showPrevious });

  const open = Boolean(image);
  const positioner = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseLatest = useRef(onClose);
  const stepsLatest = useRef({ showPrevious, showNext });
  useLayoutEffect(() => {
    onCloseLatest.current = onClose;
    stepsLatest.current = { showPrevious, showNext };
  });

  // While open: the page behind is hidden and still, the first button has the focus, Escape
  // closes; afterwards the focus goes to the thumbnail of the image last shown (or opened from).
  // Before the first paint: the URL opens it in a transition, whose effects may wait behind other
  // work, and a key pressed on the shown lightbox must reach it, not the thumbnail behind.
  useLayoutEffect(() => {
    const root = positioner.current;
    if (!open || !root) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const restoreOutside = hideOutside(root);
    const restoreScroll = lockScroll();
    focusables(content.current)[0]?.focus();
    // Arrows pressed since the thumbnail's press, while this was on its way.
    for (const step of takeStepsWhileOpening()) stepsLatest.current[step === 'next' ? 'showNext' : 'showPrevious']();
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseLatest.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      restoreScroll();
      restoreOutside();
      // The thumbnail of the image last shown; if Back took the page away from it, the one it opened
      // from; meanwhile the control it was opened by. Opened with nothing focused (a link to an
      // image of another page), the page's first thumbnail, so the keyboard goes on from the album
      // and not from the top of the document.
      const openedFrom = previouslyFocused?.getAttribute('data-image-id');
      const thumbnails = [lastShown.current, openedFrom].filter((id): id is string => Boolean(id)).map((id) => `[data-image-id="${id}"]`);
      const opener = previouslyFocused?.isConnected && previouslyFocused !== document.body ? previouslyFocused : null;
      focusWhenPresent(opener ? thumbnails : [...thumbnails, '[data-image-id]'], opener);
      // Back and Escape return to the page's position from before the lightbox (ScrollRestoration,
      // after this in the same commit): a thumbnail further down, focused meanwhile, is then shown.
      requestAnimationFrame(revealFocusedThumbnail);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      showPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      showNext();
    } else if (event.key === 'Tab') {
      // Focus stays inside: Tab from the last button goes to the first, Shift+Tab the other way.
      const items = focusables(content.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === content.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  if (!image) return null;
  return createPortal(
    <div
      ref={positioner}
      className={css({
        display: 'flex',
        w: '100dvw',
        h: '100dvh',
        position: 'fixed',
        left: '0',
        top: '0',
        zIndex: 'popover',
        justifyContent: 'center',
        alignItems: 'flex-start',
        overscrollBehaviorY: 'none',
        overflow: 'auto',
        pointerEvents: 'auto',
      })}
    >
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={image.description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="lightbox"
        data-on-dark=""
        className={css({
          display: 'flex',
          flexDirection: 'column',
          position: 'relative',
          w: '100%',
          maxW: '100dvw',
          minH: '100dvh',
          my: '0',
          mx: 'auto',
          outline: '0',
          rounded: 'none',
          fontSize: 'sm',
          lineHeight: '1.25rem',
          zIndex: 'popover',
          bg: 'sand.950',
          color: 'white',
          boxShadow: 'none',
        })}
      >
        <LightboxBody
          image={image}
          position={position}
          count={count}
          swipe={swipe}
          titleId={titleId}
          descriptionId={descriptionId}
          hasPrevious={hasPrevious}
          hasNext={hasNext}
          onPrevious={showPrevious}
          onNext={showNext}
          onClose={onClose}
        />
      </div>
    </div>,
    document.body,
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Hides everything beside `root` in the body from assistive technology; returns the undo. */
function hideOutside(root: HTMLElement): () => void {
  const hidden = Array.from(document.body.children).filter((element) => element !== root && !element.hasAttribute('aria-hidden'));
  for (const element of hidden) element.setAttribute('aria-hidden', 'true');
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden');
  };
}

/**
 * The focused thumbnail's tile (the list item, which draws the ring and holds the caption), scrolled
 * into view if it is not wholly on the screen below the bar. One already there stays: 'nearest' with
 * the page's scroll padding for the chat button moved a tile low on the screen up (51 px at 390).
 */
function revealFocusedThumbnail(): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.matches('[data-image-id]')) return;
  const tile = active.closest('li') ?? active;
  const { top, bottom } = tile.getBoundingClientRect();
  // The ring: 2 px out, 3 px wide.
  if (top - 5 < parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || bottom + 5 > window.innerHeight) tile.scrollIntoView({ block: 'nearest' });
}

/** Keeps the page behind from scrolling (and from moving when its scrollbar goes); returns the undo. */
function lockScroll(): () => void {
  const { body } = document;
  const before = {
    overflow: body.style.overflow,
    paddingRight: body.style.paddingRight,
    pointerEvents: body.style.pointerEvents,
  };
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  body.style.pointerEvents = 'none';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => Object.assign(body.style, before);
}

const loadingRing = css({
  position: 'absolute',
  top: '50%',
  left: '50%',
  w: '10',
  h: '10',
  mt: '-5',
  ml: '-5',
  zIndex: '-1',
  borderRadius: 'full',
  borderWidth: '3px',
  borderStyle: 'solid',
  borderColor: 'rgba(250, 247, 242, 0.2)',
  borderTopColor: 'sand.200',
  animation: 'spin 1s linear infinite, appear 0.2s ease-out 0.4s both',
  _motionReduce: { animation: 'appear 0.2s ease-out 0.4s both' },
});

/** Round buttons over the dark stage: close, previous, next. */
const roundButton = css({
  w: '12',
  h: '12',
  rounded: 'full',
  display: 'grid',
  placeItems: 'center',
  color: 'white',
  cursor: 'pointer',
  transition: 'background 0.2s',
  '@media (hover: hover)': {
    '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': {
      bg: 'rgba(250, 247, 242, 0.25)',
    },
  },
  _disabled: { opacity: 0.3, cursor: 'default' },
});
/** On the lightbox's dark ground: a light circle. */
const onDarkGround = css({ bg: 'rgba(250, 247, 242, 0.12)' });
/** On a phone the arrows lie over the image: a dark circle, so the white chevron shows over a light photo or frame too. */
const overTheImage = css({ bg: { base: 'rgba(28, 25, 23, 0.6)', md: 'rgba(250, 247, 242, 0.12)' } });

interface LightboxBodyProps {
  image: GalleryImage;
  position: number;
  count: number;
  swipe: ReturnType<typeof useSwipe>;
  titleId: string;
  descriptionId: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

function LightboxBody({ image, position, count, swipe, titleId, descriptionId, hasPrevious, hasNext, onPrevious, onNext, onClose }: LightboxBodyProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // At the first or the last image its arrow is disabled: the focus goes to the other arrow, or to 'Schließen'.
  useFocusLeavesDisabled(previousButton, () => [nextButton.current, closeButton.current]);
  useFocusLeavesDisabled(nextButton, () => [previousButton.current, closeButton.current]);
  const src = useImageSrc(image.image_url);
  const alt = albumText.imageAlt(image.title, position);
  // The ring goes once the image is there: an image with transparent parts would show it spinning.
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <figure
      className={css({
        m: '0',
        display: 'flex',
        flexDirection: 'column',
        h: '100dvh',
        w: 'full',
      })}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { base: '3', md: '6' },
          py: '3',
        })}
      >
        <h2
          id={titleId}
          aria-live="polite"
          className={css({
            fontFamily: 'body',
            fontSize: 'sm',
            lineHeight: '1.75rem',
            fontWeight: 'normal',
            color: 'sand.200',
          })}
        >
          {text.label}: {text.position(position, count)}
        </h2>
        <button ref={closeButton} type="button" aria-label={text.close} onClick={onClose} className={cx(roundButton, onDarkGround)}>
          <CloseIcon />
        </button>
      </div>
      <div
        className={css({
          flex: '1',
          minH: '0',
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { base: '2', md: '20' },
          touchAction: 'pan-y',
          userSelect: 'none',
        })}
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onPointerCancel={swipe.onPointerCancel}
        onPointerLeave={swipe.onPointerLeave}
        onClickCapture={swipe.onClickCapture}
        onDragStart={swipe.onDragStart}
        data-testid="lightbox-stage"
      >
        {/* Behind the image (below the dialog's content): seen only until the image, or the frame
            of one that failed, covers it; after a moment, so an image at hand shows no flash. */}
        {loaded !== src && <span aria-hidden="true" className={loadingRing} data-testid="lightbox-loading" />}
        {src && (
          <RemoteImage
            key={image.id}
            onLoad={() => setLoaded(src)}
            caption={image.title}
            src={renderUrl(src, { width: gallerySizes.fullWidth })}
            alt={alt}
            className={css({ maxW: 'full', maxH: 'full', objectFit: 'contain', rounded: 'sm' })}
            // On a phone the arrows (8 + 48 px) lie over the stage: a failed image's title keeps clear of them.
            frameClassName={css({ px: { base: '14', md: '3' } })}
            draggable={false}
            data-testid="lightbox-image"
          />
        )}
        <button
          ref={previousButton}
          type="button"
          aria-label={text.previous}
          onClick={onPrevious}
          disabled={!hasPrevious}
          className={cx(
            css({
              position: 'absolute',
              left: { base: '2', md: '4' },
              top: '50%',
              transform: 'translateY(-50%)',
            }),
            roundButton,
            overTheImage,
          )}
        >
          <ChevronLeftIcon />
        </button>
        <button
          ref={nextButton}
          type="button"
          aria-label={text.next}
          onClick={onNext}
          disabled={!hasNext}
          className={cx(
            css({
              position: 'absolute',
              right: { base: '2', md: '4' },
              top: '50%',
              transform: 'translateY(-50%)',
            }),
            roundButton,
            overTheImage,
          )}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <figcaption
        className={css({
          px: { base: '4', md: '20' },
          py: '4',
          textAlign: 'center',
          minH: '20',
        })}
        data-testid="lightbox-caption"
      >
        {image.title && (
          <p
            className={css({
              fontFamily: 'heading',
              fontSize: '2xl',
              lineHeight: 'short',
            })}
          >
            {image.title}
          </p>
        )}
        {image.description && (
          <div id={descriptionId} className={css({ color: 'sand.200', mt: '1' })}>
            {image.description}
          </div>
        )}
      </figcaption>
    </figure>
  );
}
