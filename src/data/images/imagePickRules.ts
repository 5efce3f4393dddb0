import { uploadText, type UploadMessage } from '../../content/upload';

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp|tiff?)$/i;

/** Image files only: by MIME type, or by name when the browser gives no type (some drags do). */
export function isImageFile(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSION.test(file.name);
}

/** An SVG drawing: an image file, but none the site prepares (no pixels to resize). */
const isVectorGraphic = (file: File) => file.type === 'image/svg+xml' || (!file.type && /\.svgz?$/i.test(file.name));

/** Several messages about one pick in one toast (only one shows at a time): the first's title, every description. */
export function togetherMessage(messages: readonly UploadMessage[]): UploadMessage {
  return { title: messages[0]!.title, description: messages.map((message) => message.description).join(' ') };
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
  const images = picked.filter((file) => isImageFile(file) && !isVectorGraphic(file));
  const rejected = picked.filter((file) => !isImageFile(file) && !isVectorGraphic(file)).map((file) => file.name);
  const vectors = picked.filter(isVectorGraphic).map((file) => file.name);
  if (!withinUploadLimit(options.existingCount, images.length, options.maxFiles)) {
    return { images: [], error: uploadText.tooManyFiles(options.maxFiles as number) };
  }
  const messages = [...(rejected.length ? [uploadText.notAnImage(rejected)] : []), ...(vectors.length ? [uploadText.vectorGraphic(vectors)] : [])];
  return { images, error: messages.length ? togetherMessage(messages) : null };
}
