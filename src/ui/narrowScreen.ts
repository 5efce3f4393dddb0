/**
 * A screen narrow for its text: a small phone (under 352 px), or text enlarged to 200 % on any phone.
 * In em, so the reader's text size counts: a media query's em is the browser's default font size.
 */
const NARROW_SCREEN = '(max-width: 22em)';

/** The condition in a recipe (`[ON_NARROW_SCREEN]: { … }`), and Panda's `_narrowScreen`. */
export const ON_NARROW_SCREEN = `@media ${NARROW_SCREEN}`;
