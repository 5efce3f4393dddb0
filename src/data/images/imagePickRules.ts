import { uploadText, type UploadMessage } from '../../content/upload';

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp|tiff?)$/i;

/** Image files only: by MIME type, or by name when the browser gives no type (some drags do). */
export function isImageFile(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSION.test(file.name);
}

/** True when `existing + added` stays within `maxFiles`; no limit when maxFiles is undefined. */
export function withinUploadLimit(existingCount: number, addedCount: number, maxFiles: number | undefined): boolean {
  return maxFiles === undefined || existingCount + addedCount <= maxFiles;
}

export interface PickOutcome {
  /** The picked images to add (none when the batch was refused). */
  images: File[];
  /** What to tell the user, if anything. */
  error: UploadMessage | null;
}

/**
 * Which files of a picked batch to add (SPEC.md section 5). Non-image files are dropped and
 * reported; a batch that would take the images beyond `maxFiles` is refused as a whole with
 * 'Zu viele Dateien'. `existingCount` is what already counts: the images the target holds and
 * the ones picked before (0 where a new pick replaces them, as for an album cover).
 */
export function acceptPicked(picked: File[], options: { existingCount: number; maxFiles?: number }): PickOutcome {
  const images = picked.filter(isImageFile);
  const rejected = picked.filter((file) => !isImageFile(file)).map((file) => file.name);
  if (!withinUploadLimit(options.existingCount, images.length, options.maxFiles)) {
    return { images: [], error: uploadText.tooManyFiles(options.maxFiles as number) };
  }
  return { images, error: rejected.length ? uploadText.notAnImage(rejected) : null };
}
