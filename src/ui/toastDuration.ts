/**
 * How long a toast stands. Zag's default for a success is 2 s, too short to read a title and its
 * status line (about a dozen words) and easily missed by staff looking at the form they just sent.
 */
export const TOAST_DURATION_MS = 6000;
