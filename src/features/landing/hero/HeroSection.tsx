import { useEffect, useRef } from 'react';
import { images } from 'virtual:responsive-images';
import { landingText } from '../../../content/landing';
import { subscribeToScroll } from '../../../lib/scroll';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { useScrolledPast } from '../../../lib/useScrolledPast';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { css, cx } from '../../../styled-system/css';

const text = landingText.hero;
/** The hero image moves at this share of the scroll speed (SPEC.md section 9). */
const PARALLAX_RATE = 0.5;
/** The overlay darkens once the page is scrolled past this. */
const DARKEN_AFTER_PX = 100;
const HERO_IMAGE_KEY = 'uploads/hero/hero';

/** Full-viewport hero: image with parallax and a gradient overlay that darkens on scroll. */
export function HeroSection() {
  const layer = useRef<HTMLDivElement>(null);
  const darkened = useScrolledPast(DARKEN_AFTER_PX);
  const reducedMotion = useReducedMotion();
  const hero = images[HERO_IMAGE_KEY];

  useEffect(() => {
    if (reducedMotion) return;
    const move = () => {
      // Only while the hero is on screen; below it the transform would be wasted work.
      if (layer.current && window.scrollY < window.innerHeight * 1.5) {
        layer.current.style.transform = `translate3d(0, ${window.scrollY * PARALLAX_RATE}px, 0)`;
      }
    };
    move();
    return subscribeToScroll(move);
  }, [reducedMotion]);

  return (
    <section
      id="home"
      aria-labelledby="home-title"
      data-on-dark=""
      className={css({ position: 'relative', minH: '100svh', display: 'flex', alignItems: 'center', overflow: 'hidden', bg: 'sand.950', color: 'sand.50' })}
    >
      <div ref={layer} data-testid="hero-parallax" className={css({ position: 'absolute', inset: '0', willChange: 'transform' })}>
        {hero && (
          <ResponsiveImage image={hero} alt={text.imageAlt} sizes="100vw" priority underText style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        )}
      </div>
      <div
        data-testid="hero-overlay"
        data-darkened={darkened ? 'true' : 'false'}
        className={cx(
          css({
            position: 'absolute',
            inset: '0',
            bgGradient: 'to-b',
            gradientFrom: 'rgba(28, 24, 21, 0.55)',
            gradientTo: 'rgba(28, 24, 21, 0.8)',
            transition: 'opacity 0.4s ease',
          }),
          darkened ? css({ opacity: 1 }) : css({ opacity: 0.8 }),
        )}
      />
      {/* Chakra's Container recipe with the site's padding. */}
      <div className={css({ position: 'relative', maxWidth: '7xl', w: '100%', mx: 'auto', px: { base: '5', md: '8' }, pt: '16' })}>
        <h1
          id="home-title"
          className={css({
            fontFamily: 'heading',
            fontWeight: 'semibold',
            textStyle: 'xl',
            fontSize: { base: '5xl', md: '7xl' },
            lineHeight: '1.05',
            maxW: '3xl',
            textShadow: '0 2px 24px rgba(0,0,0,0.35)',
          })}
        >
          {text.title}
        </h1>
        <p className={css({ mt: '6', fontSize: { base: 'lg', md: 'xl' }, maxW: '2xl', color: 'sand.100' })}>{text.lead}</p>
      </div>
    </section>
  );
}
