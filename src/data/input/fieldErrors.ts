/** German messages per field of a form, e.g. `{ sale_price: 'Der Angebotspreis …' }`. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What an input model returns: the values to store, or what is wrong with which field. */
export type Checked<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/**
 * Thrown by a command whose input the model refuses, before anything is applied or queued:
 * `fields` holds the same German messages the form shows.
 */
export class InputRejectedError<Field extends string = string> extends Error {
  readonly entity: 'offer' | 'album' | 'image';
  readonly fields: FieldErrors<Field>;

  constructor(entity: 'offer' | 'album' | 'image', fields: FieldErrors<Field>) {
    super(`Ungültige Eingabe (${entity}): ${Object.entries(fields).map(([field, message]) => `${field}: ${String(message)}`).join('; ')}`);
    this.name = 'InputRejectedError';
    this.entity = entity;
    this.fields = fields;
  }
}

/** The value, or the typed error a command throws. */
export function valueOrThrow<Value, Field extends string>(entity: 'offer' | 'album' | 'image', checked: Checked<Value, Field>): Value {
  if (!checked.ok) throw new InputRejectedError(entity, checked.errors);
  return checked.value;
}
