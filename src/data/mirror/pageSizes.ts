/** Page sizes from SPEC.md section 9. */
export const ALBUMS_PAGE_SIZE = 9;
export const ALBUM_IMAGES_PAGE_SIZE = 12;
