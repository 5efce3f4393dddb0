import { inputErrors } from '../../content/inputErrors';
import type { GalleryImage } from '../rows';
import type { Checked, FieldErrors } from './fieldErrors';
import { optionalText } from './text';
import { TEXT_LIMITS } from './textLimits';

/**
 * The gallery image's input model (the rules of the gallery_images table): title at most 200
 * characters, description at most 2000 (both optional, empty is stored as null); a new row's
 * image_url not blank and its order_index a whole number from 0.
 */
export type ImageDetails = Pick<GalleryImage, 'title' | 'description'>;
export type ImageDetailsField = keyof ImageDetails;

export function checkImageDetails(input: ImageDetails): Checked<ImageDetails, ImageDetailsField> {
  const title = optionalText(input.title, TEXT_LIMITS.imageTitle);
  const description = optionalText(input.description, TEXT_LIMITS.imageDescription);
  const errors: FieldErrors<ImageDetailsField> = {};
  if (title.error) errors.title = title.error;
  if (description.error) errors.description = description.error;
  if (title.error || description.error) return { ok: false, errors };
  return { ok: true, value: { title: title.value, description: description.value } };
}

export type NewImageRow = Pick<GalleryImage, 'image_url' | 'order_index'>;
export type NewImageRowField = keyof NewImageRow;

/** A row the device adds to an album (its URL and position are generated, not typed). */
export function checkNewImageRow(row: NewImageRow): Checked<NewImageRow, NewImageRowField> {
  const errors: FieldErrors<NewImageRowField> = {};
  if (!row.image_url.trim()) errors.image_url = inputErrors.imageUrlMissing;
  if (!Number.isInteger(row.order_index) || row.order_index < 0 || row.order_index > 2_147_483_647) errors.order_index = inputErrors.orderIndexInvalid;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: row };
}
