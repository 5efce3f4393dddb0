import { css, cx } from '../../styled-system/css';
import { fillsWindow } from '../../ui/fillsWindow';

/*
 * The class names of an album page's content as a visitor sees it (heading, image grid, tiles),
 * shared by the React page and the early script's painter (albumContentHtml.ts); as literals in
 * the early script (scripts/vite/buildTimeValues.ts).
 */
const tile = css({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  bg: 'white',
  rounded: 'xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'sand.200',
  boxShadow: 'xs',
  // The tile draws its thumbnail's focus ring: its overflow would clip the button's own.
  '&:has([data-image-id]:focus-visible)': { outline: '3px solid {colors.cognac.600}', outlineOffset: '2px' },
});

export const albumPageClasses = {
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4', mb: '10' }),
  // minW 0: a title or description with a long word wraps in the window instead of widening the page.
  intro: css({ maxW: '3xl', minW: '0' }),
  title: css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: { base: '4xl', md: '5xl' }, mb: '3' }),
  description: css({ fontSize: 'lg', color: 'sand.700' }),
  // Left-aligned at every width: wrapped under the intro (up to about 1100 px) a right-aligned column set its buttons off from the heading's edge.
  actions: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  /** The height a button keeps while its code loads: nothing below it moves. */
  pendingButton: css({ h: '10' }),
  // Two columns on a phone, one where half the row is under 8rem (text enlarged to 200 %): the tiles' buttons ran out of them.
  imageGrid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(auto-fill, minmax(max(8rem, calc((100% - 1.25rem) / 2)), 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: '5',
  }),
  tile,
  // Without a caption the tile is the image alone: it does not stretch to its row as an empty white box.
  tileAlone: cx(tile, css({ alignSelf: 'start' })),
  tileButton: css({
    display: 'block',
    aspectRatio: '1',
    bg: 'sand.200',
    overflow: 'hidden',
    cursor: 'zoom-in',
    _focusVisible: { outlineStyle: 'none' },
    '& img': { transition: 'transform 0.4s ease' },
    '&:hover img': { transform: 'scale(1.04)' },
  }),
  thumbnail: css({ w: 'full', h: 'full', objectFit: 'cover' }),
  caption: css({ p: '4', flex: '1', display: 'flex', flexDirection: 'column', gap: '1' }),
  imageTitle: css({ fontWeight: 'semibold' }),
  imageDescription: css({ fontSize: 'sm', color: 'sand.700' }),
  // As high as the skeleton it replaces, as the gallery's after it: the footer does not jump up and back.
  notFound: cx(fillsWindow, css({ py: '10' })),
  notFoundTitle: css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: { base: '3xl', md: '4xl' }, mb: '4' }),
  notFoundText: css({ mb: '6' }),
  notFoundLink: css({ color: 'cognac.700', textDecoration: 'underline' }),
};
