import { inputErrors } from '../../content/inputErrors';
import type { AlbumInput } from '../rows';
import type { Checked, FieldErrors } from './fieldErrors';
import { optionalText, requiredText } from './text';
import { TEXT_LIMITS } from './textLimits';

/**
 * The album's input model (the rules of the albums table): title required, at most 200
 * characters; description optional (empty is stored as null), at most 2000.
 */
export type AlbumField = keyof AlbumInput;

export function checkAlbumInput(input: { title: string; description: string | null }): Checked<AlbumInput, AlbumField> {
  const title = requiredText(input.title, TEXT_LIMITS.albumTitle, inputErrors.albumTitleMissing);
  const description = optionalText(input.description, TEXT_LIMITS.albumDescription);
  const errors: FieldErrors<AlbumField> = {};
  if (title.error) errors.title = title.error;
  if (description.error) errors.description = description.error;
  if (title.error || description.error) return { ok: false, errors };
  return { ok: true, value: { title: title.value as string, description: description.value } };
}
