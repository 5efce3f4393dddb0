import { inputErrors } from '../../content/inputErrors';

/**
 * Text as the database will store it: trimmed, without NUL characters (Postgres text cannot hold
 * them) and with lone UTF-16 surrogates replaced by U+FFFD (Postgres refuses them in JSON). Both
 * only come from pasted binary junk; dropping them beats refusing a text whose fault is invisible.
 */
function cleanText(value: string): string {
  return value
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .trim();
}

/** Length as Postgres' char_length counts it: code points, so an emoji is one character. */
function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

export type TextCheck<Value> = { value: Value; error: null } | { value: null; error: string };

/** A text that must not be blank, of at most `max` characters. */
export function requiredText(raw: string, max: number, missing: string): TextCheck<string> {
  const value = cleanText(raw);
  if (!value) return { value: null, error: missing };
  return withinLimit(value, max);
}

/** A text that may be left empty (stored as null), of at most `max` characters. */
export function optionalText(raw: string | null, max: number): TextCheck<string | null> {
  const value = cleanText(raw ?? '');
  if (!value) return { value: null, error: null };
  return withinLimit(value, max);
}

function withinLimit(value: string, max: number): TextCheck<string> {
  const length = characterCount(value);
  return length > max ? { value: null, error: inputErrors.tooLong(max, length) } : { value, error: null };
}
