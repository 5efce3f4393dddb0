/**
 * The one theme definition of the site: Wichtrey's colours, fonts, global styles and keyframes.
 * Two layers read it: Panda CSS compiles it, with the visitor components' styles, into a static
 * stylesheet at build time (panda.config.ts); Chakra UI's `createSystem` reads it for the
 * interactive and staff layer (system.ts). Both write the same CSS variables (`--chakra-…`), so
 * the layers cannot drift in colour, type or spacing.
 *
 * Warm neutrals (sand), one accent (cognac) and a serif for headings: the look of a premium
 * interior atelier. Contrast of every text pairing stays at WCAG AA or better.
 */

import { BODY_FONT_FALLBACK, HEADING_FONT_FALLBACK } from './fontFallbacks';
import { HELD_IMAGE_SELECTOR } from '../../lib/heldImages';

/** The prefix of every CSS variable, Chakra's default, shared by both layers. */
export const cssVarsPrefix = 'chakra';

export const brandGlobalCss = {
  // No global smooth scrolling: a new page must open at its top at once (section links and
  // pagination ask for smooth scrolling themselves).
  // Whatever the browser scrolls into view (a focused link, a jump to a heading, a moved card) stops
  // below the fixed top bar instead of under it, and above the chat button and the offline banner
  // at the bottom; elements add their own room with scroll-margin.
  html: { bg: 'sand.50', color: 'sand.900', scrollPaddingTop: '16', scrollPaddingBottom: '24' },
  // Room for the focus ring (5 px outside a control, more round a tile) when focus scrolls a control in.
  'a, button, input, select, textarea, summary, [tabindex]': { scrollMarginBlock: '2' },
  // German compounds staff type ('Wohnzimmerneugestaltungsprojekt') break at the edge of their
  // box instead of pushing the page sideways on a phone.
  body: { bg: 'sand.50', color: 'sand.900', fontFamily: 'body', lineHeight: '1.6', overflowWrap: 'break-word' },
  // Headings wrap as text does: Panda's reset balances them, Chakra's does not, and the site keeps
  // the line breaks it was designed with. Where the browser knows German hyphenation, a long word
  // breaks at a syllable.
  'h1, h2, h3, h4, h5, h6': { textWrap: 'wrap', hyphens: 'auto' },
  'h1, h2, h3, h4': { fontFamily: 'heading', fontWeight: '600', letterSpacing: '-0.01em' },
  [HELD_IMAGE_SELECTOR]: { visibility: 'hidden' },
  // A press belongs to the control, not to the picture in it: a thumbnail is swapped for its
  // failed-image frame (and back) while it may be held down, and a click whose pressed element
  // left the page is never fired.
  ':is(button, a[href], [role="button"]) :is(img, svg, [role="img"])': { pointerEvents: 'none' },
  ':focus-visible': { outline: '3px solid {colors.cognac.600}', outlineOffset: '2px', boxShadow: 'focusBand' },
  '[data-on-dark] :focus-visible, [data-on-dark]:focus-visible': { outlineColor: '{colors.sand.100}', boxShadow: 'focusBandOnDark' },
  // A heading the focus is moved to (a page's after navigation, a section's after a menu jump):
  // its line height is under its size, so a ring at 2 px (and the light band inside it) would cross
  // the letters. The ring clears the letters' box instead (about 1.2em high in these fonts).
  'h1[tabindex="-1"]:focus-visible, h2[tabindex="-1"]:focus-visible': { outlineOffset: 'max(2px, calc((1.2em - 1lh) / 2 + 2px))', boxShadow: 'none' },
  '*, *::before, *::after': {
    _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
} as const;

export const brandKeyframes = {
  // A loading indicator that shows only when the wait is noticeable (src/features/gallery/Lightbox.tsx).
  appear: { from: { opacity: '0' }, to: { opacity: '1' } },
  // The brand strip (src/features/landing/brands): half its width is one copy of the logos.
  'brand-marquee': { from: { transform: 'translate3d(0, 0, 0)' }, to: { transform: 'translate3d(-50%, 0, 0)' } },
};

export const brandTokens = {
  colors: {
    sand: {
      50: { value: '#FAF7F2' },
      100: { value: '#F3EDE3' },
      200: { value: '#E6DCCB' },
      300: { value: '#D2C3AA' },
      400: { value: '#B5A386' },
      500: { value: '#8F7F66' },
      600: { value: '#6E604C' },
      700: { value: '#524738' },
      800: { value: '#3A3229' },
      900: { value: '#2B2622' },
      950: { value: '#1C1815' },
    },
    cognac: {
      50: { value: '#FBF1EA' },
      100: { value: '#F4DCCB' },
      200: { value: '#E8B898' },
      300: { value: '#D99469' },
      400: { value: '#C47645' },
      500: { value: '#A86035' },
      600: { value: '#8C4F2F' },
      700: { value: '#703E25' },
      800: { value: '#552F1C' },
      900: { value: '#3B2013' },
      950: { value: '#24130B' },
    },
  },
  shadows: {
    // The focus ring is two-tone: the outline, and a band of the other tone filling its offset. One
    // colour alone is lost on part of the site (cognac on the dark footer or a dark photo, the light
    // ring on a bright one); one of the two always stands out. A control with a shadow of its own
    // lists the band before it when focused.
    focusBand: { value: '0 0 0 2px {colors.sand.50}' },
    focusBandOnDark: { value: '0 0 0 2px {colors.sand.950}' },
  },
  fonts: {
    heading: { value: `'Cormorant Garamond', '${HEADING_FONT_FALLBACK.family}', Georgia, 'Times New Roman', serif` },
    body: { value: `'Inter Variable', '${BODY_FONT_FALLBACK.family}', system-ui, -apple-system, 'Segoe UI', sans-serif` },
  },
};

export const brandSemanticTokens = {
  colors: {
    // Chakra's default palette: its grey.400 ring stands out from the sand page at only 2.4:1, and
    // a control that names no palette (the carousel's arrows, staff fields) would show it.
    gray: {
      focusRing: { value: '{colors.cognac.600}' },
    },
    cognac: {
      solid: { value: '{colors.cognac.600}' },
      contrast: { value: '{colors.sand.50}' },
      fg: { value: '{colors.cognac.700}' },
      muted: { value: '{colors.cognac.100}' },
      subtle: { value: '{colors.cognac.50}' },
      emphasized: { value: '{colors.cognac.200}' },
      focusRing: { value: '{colors.cognac.600}' },
    },
    sand: {
      solid: { value: '{colors.sand.800}' },
      contrast: { value: '{colors.sand.50}' },
      fg: { value: '{colors.sand.800}' },
      muted: { value: '{colors.sand.100}' },
      subtle: { value: '{colors.sand.50}' },
      emphasized: { value: '{colors.sand.200}' },
      focusRing: { value: '{colors.cognac.600}' },
    },
  },
};
