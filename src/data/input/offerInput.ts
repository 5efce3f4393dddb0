import { inputErrors } from '../../content/inputErrors';
import { formatGermanNumber, parseGermanNumber } from '../../lib/germanNumber';
import type { Offer, OfferInput } from '../rows';
import type { Checked, FieldErrors } from './fieldErrors';
import { discountFromCents, fromCents, MAX_PRICE_CENTS, toCents } from './money';
import { optionalText, requiredText } from './text';
import { TEXT_LIMITS } from './textLimits';

/**
 * The offer's input model: every rule the database enforces on an offer (supabase/migrations
 * offers and text_lengths) plus SPEC.md section 5, in one place for the form and the commands.
 *
 * - name: required, at most 200 characters; manufacturer at most 200, info at most 5000 (empty
 *   texts are stored as null).
 * - prices: rounded to whole cents as numeric(12, 2) rounds, then 0 <= price < 10^10.
 * - discount: whenever both prices are non-zero it is the rounded percent of
 *   (original - sale) / original; otherwise what was given, a whole number from 0 to 100.
 * - a sale price above a (non-zero) original price is an error on the sale price, never a
 *   negative discount.
 */
export type OfferField = keyof OfferInput;

/** The form's fields as typed (prices and discount in German notation). */
export interface OfferDraft {
  name: string;
  manufacturer: string;
  info: string;
  originalPrice: string;
  salePrice: string;
  discount: string;
}

/** Checks and normalises an offer given as values (the commands' input). */
export function checkOfferInput(input: OfferInput): Checked<OfferInput, OfferField> {
  const errors: FieldErrors<OfferField> = {};
  const name = requiredText(input.name, TEXT_LIMITS.offerName, inputErrors.offerNameMissing);
  const manufacturer = optionalText(input.manufacturer, TEXT_LIMITS.offerManufacturer);
  const info = optionalText(input.info, TEXT_LIMITS.offerInfo);
  if (name.error) errors.name = name.error;
  if (manufacturer.error) errors.manufacturer = manufacturer.error;
  if (info.error) errors.info = info.error;

  const original = priceCents(input.original_price);
  const sale = priceCents(input.sale_price);
  if (typeof original === 'string') errors.original_price = original;
  if (typeof sale === 'string') errors.sale_price = sale;

  let discount = input.discount;
  if (typeof original === 'number' && typeof sale === 'number' && original > 0 && sale > 0) {
    if (sale > original) errors.sale_price = inputErrors.saleAboveOriginal;
    else discount = discountFromCents(original, sale);
  } else if (!Number.isInteger(discount) || discount < 0 || discount > 100) {
    errors.discount = inputErrors.discountInvalid;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: name.value as string,
      manufacturer: manufacturer.value,
      info: info.value,
      original_price: fromCents(original as number),
      sale_price: fromCents(sale as number),
      discount,
    },
  };
}

/**
 * Checks the form as typed: prices and discount are read as German numbers (no digits at all
 * counts as 0, SPEC.md section 5; digits in no readable shape are a field error), then the
 * rules of `checkOfferInput` apply.
 */
export function checkOfferDraft(draft: OfferDraft): Checked<OfferInput, OfferField> {
  const unreadable: FieldErrors<OfferField> = {};
  const original = readPrice(draft.originalPrice);
  const sale = readPrice(draft.salePrice);
  const discount = readNumber(draft.discount.replace(/%\s*$/, ''));
  if (original === null) unreadable.original_price = unreadablePrice(draft.originalPrice);
  if (sale === null) unreadable.sale_price = unreadablePrice(draft.salePrice);
  if (discount === null) unreadable.discount = inputErrors.discountInvalid;

  const checked = checkOfferInput({
    name: draft.name,
    manufacturer: draft.manufacturer,
    info: draft.info,
    original_price: original ?? 0,
    sale_price: sale ?? 0,
    discount: discount ?? 0,
  });
  const bothPrices = (centsOf(original) ?? 0) > 0 && (centsOf(sale) ?? 0) > 0;
  // A computed discount replaces whatever the discount field holds, readable or not.
  if (bothPrices) delete unreadable.discount;
  if (Object.keys(unreadable).length === 0) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...unreadable } };
}

/**
 * The discount to show while prices are typed: the computed percent when both prices are
 * readable, non-zero and the sale price is not above the original; otherwise null (the field
 * keeps what it holds, and a sale price above the original is reported on save).
 */
export function liveDiscount(originalPrice: string, salePrice: string): number | null {
  const original = centsOf(readPrice(originalPrice));
  const sale = centsOf(readPrice(salePrice));
  if (original === null || sale === null || original <= 0 || sale <= 0 || sale > original) return null;
  return discountFromCents(original, sale);
}

/**
 * Both prices are read and the sale price is above the original: the discount would be negative
 * (refused at the field), so the form shows none rather than the one from before.
 */
export function saleAboveOriginal(originalPrice: string, salePrice: string): boolean {
  const original = centsOf(readPrice(originalPrice));
  const sale = centsOf(readPrice(salePrice));
  return original !== null && sale !== null && original > 0 && sale > original;
}

/** The form's fields for an offer (prices as "1.290,00"), or empty ones for a new offer. */
export function offerDraft(offer: Offer | null): OfferDraft {
  return {
    name: offer?.name ?? '',
    manufacturer: offer?.manufacturer ?? '',
    info: offer?.info ?? '',
    originalPrice: offer ? formatGermanNumber(offer.original_price) : '',
    salePrice: offer ? formatGermanNumber(offer.sale_price) : '',
    discount: offer ? String(offer.discount) : '',
  };
}

/** A German number; 0 when it holds no digit at all; null when it is unreadable. */
function readNumber(text: string): number | null {
  const parsed = parseGermanNumber(text);
  if (parsed.kind === 'invalid') return null;
  return parsed.kind === 'empty' ? 0 : parsed.value;
}

/** A typed price: a German number in euros and cents; null when unreadable or finer than a cent. */
function readPrice(text: string): number | null {
  const parsed = parseGermanNumber(text);
  // '2,890' is 2,89 € to a German reader and 2.890 € to many others: the form asks, not rounds.
  if (parsed.kind === 'number' && parsed.decimals > 2) return null;
  return readNumber(text);
}

/** Why a typed price could not be read. */
function unreadablePrice(text: string): string {
  const parsed = parseGermanNumber(text);
  return parsed.kind === 'number' ? inputErrors.priceCentsOnly : inputErrors.priceUnreadable;
}

function centsOf(value: number | null): number | null {
  return value === null ? null : toCents(value);
}

/** Whole cents within numeric(12, 2) and >= 0, or the German message why not. */
function priceCents(value: number): number | string {
  const cents = toCents(value);
  if (cents === null) return inputErrors.priceUnreadable;
  if (cents < 0) return inputErrors.priceNegative;
  if (cents > MAX_PRICE_CENTS) return inputErrors.priceTooLarge(fromCents(MAX_PRICE_CENTS));
  return cents;
}
