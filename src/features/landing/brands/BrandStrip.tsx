import { useState, type CSSProperties } from 'react';
import { brands } from '../../../content/brands';
import { landingText } from '../../../content/landing';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { css, cx } from '../../../styled-system/css';
import { buttonBase, buttonShape, buttonSm, outlineSand } from '../../../ui/buttonStyles';
import { BrandEntry } from './BrandEntry';

const text = landingText.brands;
const ENTRY_WIDTH_PX = 200;
const GAP_PX = 16;
/** One copy of the entries, each with the gap after it: where the second copy begins. */
const LOOP_PX = brands.length * (ENTRY_WIDTH_PX + GAP_PX);
/** The strip moves 1 px every 30 ms (SPEC.md section 9). */
const LOOP_DURATION_MS = (LOOP_PX / 1) * 30;
// Each entry twice: when the first copy has scrolled out, the second stands where it began.
const loop = [...brands.map((brand) => ({ brand, copy: 0 })), ...brands.map((brand) => ({ brand, copy: 1 }))];

/**
 * The looping strip of logos, grey until hovered. A CSS animation moves it (on the compositor, no
 * timer on the main thread): by half its width, where the second copy stands as the first began,
 * so the wrap is invisible. It pauses under the pointer, stops with its button ('Laufband
 * anhalten', for keyboard and touch) and stands still for reduced motion; then
 * the logos are shown once, in a strip scrolled by hand, which the keyboard reaches as a named
 * region (arrow keys scroll it).
 */
export function BrandStrip() {
  const reducedMotion = useReducedMotion();
  // Moving for good, it can be stopped by anyone, not only under a pointer (WCAG 2.2.2).
  const [paused, setPaused] = useState(false);
  const scrolledByHand = reducedMotion ? { role: 'region', 'aria-label': text.stripLabel, tabIndex: 0 } : {};
  return (
    <>
      <div
        {...scrolledByHand}
        className={cx(
          css({ maskImage: 'linear-gradient(to right, transparent, black 6%, black 94%, transparent)', '&:hover > ul': { animationPlayState: 'paused' } }),
          reducedMotion
            ? // The mask hides what lies outside the box: the focus ring is drawn inside it.
              css({ overflowX: 'auto', _focusVisible: { outline: '2px solid', outlineColor: 'cognac.600', outlineOffset: '-2px' } })
            : css({ overflowX: 'hidden' }),
        )}
      >
        <ul
          // The region carries the name when there is one.
          aria-label={reducedMotion ? undefined : text.stripLabel}
          data-testid="brand-strip"
          // The loop's length follows from the number of brands: a variable the class reads.
          style={{ '--brand-loop-duration': `${LOOP_DURATION_MS}ms`, ...(paused ? { animationPlayState: 'paused' } : {}) } as CSSProperties}
          className={css({
            display: 'flex',
            w: 'max-content',
            listStyleType: 'none',
            m: '0',
            p: '0',
            // GAP_PX (a class takes written-out values)
            pe: '16px',
            gap: '16px',
            animation: 'brand-marquee var(--brand-loop-duration) linear infinite',
            _motionReduce: { animation: 'none' },
          })}
        >
          {loop.map(({ brand, copy }) => (
            <li
              key={`${copy}-${brand.name}`}
              aria-hidden={copy === 1 ? true : undefined}
              data-testid="brand"
              className={cx(
                copy === 1 && css({ _motionReduce: { display: 'none' } }),
                css({
                  position: 'relative',
                  // ENTRY_WIDTH_PX
                  w: '200px',
                  h: '120px',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: '2',
                  '& img': { filter: 'grayscale(1)', opacity: 0.7, transition: 'filter 0.3s, opacity 0.3s' },
                  '& [data-name]': { opacity: 0, transform: 'translateY(4px)', transition: 'opacity 0.3s, transform 0.3s' },
                  '&:hover img': { filter: 'none', opacity: 1 },
                  '&:hover [data-name], & [data-name][data-alone]': { opacity: 1, transform: 'none' },
                }),
              )}
            >
              <BrandEntry brand={brand} />
            </li>
          ))}
        </ul>
      </div>
      {/* Hidden by the stylesheet where motion is reduced (nothing moves), so the page is the same from its first paint. */}
      <div className={css({ display: 'flex', justifyContent: 'center', mt: '2', _motionReduce: { display: 'none' } })}>
        <button type="button" className={cx(buttonBase, buttonShape, buttonSm, outlineSand)} onClick={() => setPaused(!paused)}>
          {paused ? text.resume : text.pause}
        </button>
      </div>
    </>
  );
}
