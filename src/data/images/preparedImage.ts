/** An image ready for upload: re-encoded (no EXIF/GPS), at most 2560 px, with its extension. */
export interface PreparedImage {
  blob: Blob;
  /** Without the dot: "jpg", "webp", "png". */
  extension: string;
}
