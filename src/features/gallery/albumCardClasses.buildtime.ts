import { css } from '../../styled-system/css';

/*
 * The class names of a visitor's album card, shared by the React card and the early script's
 * painter (albumCardsHtml.ts); as literals in the early script (scripts/vite/buildTimeValues.ts).
 */
export const albumCardClasses = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: '6',
  }),
  card: css({
    position: 'relative',
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    bg: 'white',
    rounded: 'xl',
    overflow: 'hidden',
    boxShadow: 'sm',
    borderWidth: '1px',
    borderColor: 'sand.200',
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { boxShadow: 'lg', transform: 'translateY(-2px)' },
    _focusWithin: { boxShadow: 'lg' },
    '&:has([data-card-link]:focus-visible)': { outline: '3px solid {colors.cognac.600}', outlineOffset: '2px' },
    // Other links in the card stay above the stretched one.
    '& a[href]:not([data-card-link]), abbr[title]': { position: 'relative', zIndex: 1 },
  }),
  coverFrame: css({ bg: 'sand.200', display: 'grid', placeItems: 'center', color: 'sand.500', overflow: 'hidden' }),
  cover: css({ w: 'full', h: 'full', objectFit: 'cover' }),
  body: css({ p: '5', flex: '1', display: 'flex', flexDirection: 'column', gap: '2' }),
  heading: css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', fontSize: '2xl', lineHeight: 'short' }),
  link: css({
    position: 'static',
    // Stretched over the whole card: a click anywhere opens the album.
    '&::before': { content: "''", cursor: 'inherit', display: 'block', position: 'absolute', top: '0', left: '0', zIndex: '0', width: '100%', height: '100%' },
    // The card shows the focus ring instead.
    _focusVisible: { outlineStyle: 'none' },
  }),
  description: css({ color: 'sand.700', lineClamp: '2' }),
};
