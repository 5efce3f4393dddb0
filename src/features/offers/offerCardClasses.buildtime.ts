import { css, cx } from '../../styled-system/css';
import { buttonBase, iconButtonSm } from '../../ui/buttonStyles';

/*
 * The class names of a visitor's offer card, shared by the React card and the early script's
 * painter (offerCardsHtml.ts), so both write the same markup. Named `.buildtime.ts`: the early
 * script gets these strings as literals computed at build time (scripts/vite/buildTimeValues.ts),
 * without the styling runtime.
 */

const arrow = cx(
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
    _focusVisible: { boxShadow: '{shadows.focusBandOnDark}, {shadows.md}' },
    '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'white' } },
  }),
);

const dot = css({ h: '2.5', rounded: 'full', boxShadow: '0 0 0 1px rgba(0,0,0,0.35)', transition: 'width 0.2s' });

export const offerCardClasses = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: '6',
  }),
  list: css({ listStyleType: 'none', m: '0', p: '0' }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    // As high as the row (the grid stretches its items), so the price rows of a row line up.
    h: 'full',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'sand.200',
    rounded: 'xl',
    overflow: 'hidden',
    boxShadow: '0 8px 24px rgba(43, 38, 34, 0.06)',
    // Scrolled to after a move: a little room below the fixed bar (the page's scroll padding keeps
    // it clear of the bar and the chat button).
    scrollMarginTop: '1rem',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', flex: '1' }),
  // The discount goes below the name where the name would have under 10rem beside it (text enlarged to 200 %).
  headRow: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' }),
  // Chakra's Heading (size xl) with its font size and line height replaced.
  // minW 0: a long name wraps beside the discount instead of pushing it out of the card.
  heading: css({ flex: '1 1 10rem', minW: '0', fontFamily: 'heading', fontWeight: 'semibold', fontSize: '2xl', lineHeight: 'short' }),
  discount: css({ flexShrink: 0, bg: 'red.600', color: 'white', fontWeight: 'bold', fontSize: 'sm', px: '2.5', py: '0.5', rounded: 'full' }),
  srOnly: css({ srOnly: true }),
  manufacturer: css({ color: 'sand.700', fontSize: 'sm', fontWeight: 'medium', textTransform: 'uppercase', letterSpacing: '0.06em' }),
  info: css({
    // Whole lines: a box of 8rem ended 6 px into a description's sixth line (22.4 px each), which cut
    // its descenders off and left too little beyond the edge for the shade to show.
    maxH: '32',
    '@supports (max-height: 1lh)': { maxH: '6lh' },
    overflowY: 'auto',
    pr: '2',
    color: 'sand.800',
    fontSize: 'sm',
    whiteSpace: 'pre-line',
    rounded: 'sm',
    // A long description shows that it scrolls (a phone hides the scrollbar): a shade at each edge
    // with more text beyond it. White covers that move with the text ('local') hide a shade once
    // its end is reached; the shades stay with the box ('scroll'). Each shade stops a pixel short
    // of its edge: a cover and a shade are drawn to device pixels apart, so where the box or the
    // text's height falls between pixels the cover could stop a device pixel short of the edge,
    // which left a dark line there (below at the end; above at the start on 2x and 3x screens).
    // A cover is shorter than a line (1.25rem, white over its 14 px next to the end, more than the
    // shade's 13): with one whole line beyond the edge it lies out of view and the shade shows in
    // full (a 2rem cover reached 10 px into view and faded the shade to 0.05-0.07).
    background:
      'linear-gradient(white 70%, rgba(255, 255, 255, 0)) top / 100% 1.25rem no-repeat local, linear-gradient(rgba(255, 255, 255, 0), white 30%) bottom / 100% 1.25rem no-repeat local, linear-gradient(rgba(43, 38, 34, 0.16), rgba(43, 38, 34, 0)) left 0 top 1px / 100% 0.75rem no-repeat scroll, linear-gradient(rgba(43, 38, 34, 0), rgba(43, 38, 34, 0.16)) left 0 bottom 1px / 100% 0.75rem no-repeat scroll, white',
  }),
  prices: css({ display: 'flex', mt: 'auto', pt: '2', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' }),
  originalPrice: css({ color: 'sand.600', fontSize: 'md' }),
  salePrice: css({ color: 'red.700', fontSize: '2xl', fontWeight: 'bold' }),
  noImage: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'sand.100', color: 'sand.700', fontSize: 'sm' }),
  carousel: css({ position: 'relative', overflow: 'hidden', bg: 'sand.100', touchAction: 'pan-y', userSelect: 'none' }),
  track: css({ display: 'flex', h: 'full', transition: 'transform 0.4s ease', _motionReduce: { transition: 'none' } }),
  slide: css({ flex: '0 0 100%', h: 'full' }),
  // Fills the frame: no bands above and below an image lower than the card's tallest.
  image: css({ w: 'full', h: 'full', objectFit: 'cover' }),
  // A failed image's frame under arrows and dots: its title stays clear of them (arrow 8 + 36 px, dots 8 + 24 px).
  frameUnderControls: css({ px: '12', pb: '8' }),
  arrowLeft: cx(arrow, css({ left: '2' })),
  arrowRight: cx(arrow, css({ right: '2' })),
  // A focused dot's ring reaches 5 px around it: high enough not to be cut off at the frame's
  // edge, and apart enough not to lie on the current dot's white bar beside it.
  // An offer has no limit of images: more dots than the card is wide wrap into rows above, each one still there to tap.
  dots: css({ display: 'flex', flexWrap: 'wrap', position: 'absolute', bottom: '2', insetX: '2', justifyContent: 'center', columnGap: '1.5', rowGap: '1' }),
  dotButton: css({ minW: '6', h: '6', px: '0.5', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer' }),
  dotCurrent: cx(dot, css({ w: '6', bg: 'white' })),
  dotOther: cx(dot, css({ w: '2.5', bg: 'whiteAlpha.700' })),
};
