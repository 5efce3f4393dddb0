/** The URL parameter of paged views (`/galerie?seite=2`), read the same way by the app and the early reads. */
export const PAGE_PARAM = 'seite';

/** A page number from the URL: anything but a whole number from 1 up is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}
