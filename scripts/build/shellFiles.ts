/** The page for every path without a prerendered page: the app renders it from scratch. */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * The page of every album (/galerie/{uuid}): the album page in its loading state, which the early
 * script paints with the album's first view and the app hydrates.
 */
export const ALBUM_SHELL_FILE = 'album-shell.html';

/**
 * The page of every path that is no page of the site: the 404 screen in the layout, prerendered,
 * so a mistyped address says so before the app has loaded (the app shell showed nothing until then).
 */
export const NOT_FOUND_FILE = '404.html';
