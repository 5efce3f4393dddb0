import { useEffect, useId, useRef, useState } from 'react';
import { images } from 'virtual:responsive-images';
import { landingText } from '../../../content/landing';
import { replayEarlyClicksWithin } from '../../../lib/earlyClicks';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { css, cx } from '../../../styled-system/css';

type Card = (typeof landingText.craft.cards)[number];

// Both faces share one grid cell, so the card is as tall as its longer face: the details of a
// narrow card (three abreast from 768 px) once overflowed a fixed height, cut off at both edges.
const face = css({
  gridArea: '1 / 1',
  position: 'relative',
  rounded: 'xl',
  overflow: 'hidden',
  // A hairline and the offer cards' shadow: artwork as light as the page (the Nähatelier's) keeps its edge.
  boxShadow: '0 0 0 1px {colors.sand.200}, 0 8px 24px rgba(43, 38, 34, 0.06)',
  backfaceVisibility: 'hidden',
  color: 'sand.50',
  display: 'flex',
  flexDirection: 'column',
});

const flipButton = css({
  mt: '4',
  alignSelf: 'flex-start',
  px: '4',
  py: '2',
  rounded: 'md',
  fontWeight: '500',
  cursor: 'pointer',
  bg: 'sand.50',
});

/** Chakra's Heading recipe with the cards' size; a soft shadow keeps its light letters apart from light artwork. */
const cardTitle = css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: '3xl', textShadow: '0 1px 3px rgba(28, 24, 21, 0.7)' });

/**
 * A card that turns over to show details: by its button (keyboard), by a tap or click anywhere
 * on it (touch, mouse), and by hovering with a mouse. The hidden face is out of the tab order.
 */
export function FlipCard({ card }: { card: Card }) {
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  const image = images[card.image];
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const backTitle = useRef<HTMLHeadingElement>(null);
  const reducedMotion = useReducedMotion();
  // A tap before the app ran (it loads after the page) turns the card now.
  useEffect(() => replayEarlyClicksWithin(root.current), []);
  // The side turned to is read from its start: on a card taller than the screen (large text) the back
  // opened at its end, its title screens above. ('nearest' leaves a side in view where it is.)
  const showTitleOf = (back: boolean) =>
    requestAnimationFrame(() => (back ? backTitle : frontButton).current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' }));
  const turn = (toBack: boolean) => {
    setFlipped(toBack);
    showTitleOf(toBack);
  };
  // Turned by its button (keyboard): focus follows to the side now visible, whose button turns it back.
  const turnWithButton = (toBack: boolean) => {
    turn(toBack);
    requestAnimationFrame(() => (toBack ? backButton : frontButton).current?.focus({ preventScroll: true }));
  };

  return (
    <div
      ref={root}
      role="group"
      aria-label={card.title}
      data-early-click=""
      data-testid="flip-card"
      data-flipped={flipped ? 'true' : 'false'}
      className={css({ position: 'relative', perspective: '1400px', cursor: 'pointer' })}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest('button')) turn(!flipped);
      }}
    >
      <div
        className={cx(
          css({ display: 'grid', minH: '460px', h: 'full', transition: 'transform 0.7s cubic-bezier(0.3, 0.7, 0.2, 1)', transformStyle: 'preserve-3d' }),
          flipped ? css({ transform: 'rotateY(180deg)' }) : css({ transform: 'none' }),
        )}
      >
        <div aria-hidden={flipped} className={cx(face, css({ bg: 'sand.900', justifyContent: 'flex-end' }))}>
          {image && (
            <ResponsiveImage image={image} alt="" sizes="(min-width: 1024px) 400px, 100vw" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
          )}
          <div
            className={css({
              position: 'relative',
              p: '6',
              // Dark behind the title and teaser already (the artwork is light in places), clear above them.
              bgGradient: 'to-t',
              gradientFrom: 'rgba(28, 24, 21, 0.92)',
              gradientVia: 'rgba(28, 24, 21, 0.8)',
              gradientViaPosition: '60%',
              gradientTo: 'rgba(28, 24, 21, 0)',
              pt: '24',
              display: 'flex',
              flexDirection: 'column',
            })}
          >
            <h3 className={cardTitle}>{card.title}</h3>
            <p className={css({ mt: '1', color: 'sand.100', textShadow: '0 1px 2px rgba(28, 24, 21, 0.7)' })}>{card.teaser}</p>
            <button
              type="button"
              className={cx(flipButton, css({ color: 'sand.900' }))}
              aria-expanded={flipped}
              aria-controls={backId}
              tabIndex={flipped ? -1 : 0}
              ref={frontButton}
              data-early-click=""
              onClick={() => turnWithButton(true)}
            >
              {landingText.craft.flipHint}
            </button>
          </div>
        </div>
        <div
          id={backId}
          aria-hidden={!flipped}
          className={cx(
            face,
            // On a screen narrow for its text (a small phone, or large text) less padding leaves the words room: 'Polster-ei' at 200 %.
            css({ transform: 'rotateY(180deg)', bg: 'cognac.800', p: '8', justifyContent: 'center', _narrowScreen: { p: '5' } }),
          )}
        >
          <h3 className={cardTitle} ref={backTitle}>
            {card.title}
          </h3>
          <p className={css({ mt: '4', lineHeight: '1.7' })}>{card.details}</p>
          <button type="button" className={cx(flipButton, css({ color: 'cognac.800' }))} tabIndex={flipped ? 0 : -1} ref={backButton} data-early-click="" onClick={() => turnWithButton(false)}>
            {landingText.craft.flipBack}
          </button>
        </div>
      </div>
    </div>
  );
}
