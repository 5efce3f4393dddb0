/**
 * A screen short for its text: a phone held sideways, or text enlarged to 200 % in the browser.
 * In em, so the reader's text size counts: a media query's em is the browser's default font size.
 */
export const SHORT_SCREEN = '(max-height: 32em)';

const onShortScreen = `@media ${SHORT_SCREEN}`;

/**
 * For a dialog whose body scrolls between its header and footer ("inside"): on a short screen
 * those two left the body a sliver, or pushed the footer off the screen. There the whole dialog
 * scrolls instead, header, body and footer in one column, and takes all but a strip of the screen.
 */
export const shortScreenDialog = {
  content: { [onShortScreen]: { overflowY: 'auto', maxH: 'calc(100dvh - 2rem)' } },
  body: { [onShortScreen]: { overflow: 'visible', flex: 'none' } },
} as const;
