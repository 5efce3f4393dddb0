import { useState } from 'react';
import type { FieldErrors } from '../../data/sync';
import { liveDiscount, offerDraft, saleAboveOriginal, type OfferDraft, type OfferField } from '../../data/offerEdits';
import type { Offer } from '../../data/rows';

/** Which model field a form field's error belongs to. */
const draftFieldOf: Record<keyof OfferDraft, OfferField> = {
  name: 'name',
  manufacturer: 'manufacturer',
  info: 'info',
  originalPrice: 'original_price',
  salePrice: 'sale_price',
  discount: 'discount',
};

/**
 * The offer form's typed values and field errors. Prices are shown as German numbers; while
 * prices are typed the discount follows them (SPEC.md section 5). Editing a field clears its
 * error; editing either price clears both price errors (they are judged together).
 */
export function useOfferDraft(offer: Offer | null) {
  const [draft, setDraft] = useState<OfferDraft>(() => offerDraft(offer));
  const [errors, setErrors] = useState<FieldErrors<OfferField>>({});

  function change(field: keyof OfferDraft, value: string) {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (field === 'originalPrice' || field === 'salePrice') {
        const discount = liveDiscount(next.originalPrice, next.salePrice);
        if (discount !== null) next.discount = String(discount);
        // A walk-through saw 'Rabatt 90' beside 'Der Angebotspreis darf nicht über der UVP liegen.'
        else if (saleAboveOriginal(next.originalPrice, next.salePrice)) next.discount = '';
      }
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      delete next[draftFieldOf[field]];
      if (field === 'originalPrice' || field === 'salePrice') {
        delete next.original_price;
        delete next.sale_price;
        delete next.discount;
      }
      return next;
    });
  }

  return { draft, change, errors, setErrors };
}
