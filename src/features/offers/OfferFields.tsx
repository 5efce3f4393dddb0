import type { Ref } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { offerFormText } from '../../content/offers';
import type { FieldErrors } from '../../data/sync';
import type { OfferDraft, OfferField } from '../../data/offerEdits';
import { formatEuro } from '../../lib/germanFormat';
import { parseGermanNumber, readsPointAsDecimal } from '../../lib/germanNumber';
import { FormField } from '../../ui/form/FormField';
import { TextArea, TextInput } from '../../ui/form/TextInput';

interface OfferFieldsProps {
  draft: OfferDraft;
  errors: FieldErrors<OfferField>;
  onChange: (field: keyof OfferDraft, value: string) => void;
  disabled: boolean;
  nameRef: Ref<HTMLInputElement>;
}

/**
 * What the price field says while typing: text with no digit ('abc') counts as 0 (SPEC.md), and
 * '12.5' is read as 12,50 € where 12.500 € may have been meant; said while there is time to change it.
 */
function priceHelp(typed: string, zeroNotice: string): string | undefined {
  const parsed = parseGermanNumber(typed);
  if (parsed.kind === 'number') return readsPointAsDecimal(typed) ? offerFormText.priceReadWithPoint(formatEuro(parsed.value)) : undefined;
  return parsed.kind === 'empty' && typed.trim() !== '' ? zeroNotice : undefined;
}

/** The offer's text, price and discount fields, each with its German error at the field. */
export function OfferFields({ draft, errors, onChange, disabled, nameRef }: OfferFieldsProps) {
  return (
    <Stack gap="4">
      <FormField label={offerFormText.name} error={errors.name}>
        {(control) => <TextInput {...control} ref={nameRef} name="name" required autoComplete="off" value={draft.name} disabled={disabled} onChange={(event) => onChange('name', event.target.value)} />}
      </FormField>
      <FormField label={offerFormText.manufacturer} error={errors.manufacturer}>
        {(control) => <TextInput {...control} name="manufacturer" value={draft.manufacturer} disabled={disabled} onChange={(event) => onChange('manufacturer', event.target.value)} />}
      </FormField>
      <FormField label={offerFormText.info} error={errors.info}>
        {(control) => <TextArea {...control} name="info" value={draft.info} disabled={disabled} onChange={(event) => onChange('info', event.target.value)} />}
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" alignItems="start">
        <FormField label={offerFormText.originalPrice} error={errors.original_price} help={priceHelp(draft.originalPrice, offerFormText.originalPriceCountsAsZero)}>
          {(control) => (
            <TextInput {...control} name="original_price" inputMode="decimal" placeholder={offerFormText.pricePlaceholder} value={draft.originalPrice} disabled={disabled} onChange={(event) => onChange('originalPrice', event.target.value)} />
          )}
        </FormField>
        <FormField label={offerFormText.salePrice} error={errors.sale_price} help={priceHelp(draft.salePrice, offerFormText.salePriceCountsAsZero)}>
          {(control) => (
            <TextInput {...control} name="sale_price" inputMode="decimal" placeholder={offerFormText.pricePlaceholder} value={draft.salePrice} disabled={disabled} onChange={(event) => onChange('salePrice', event.target.value)} />
          )}
        </FormField>
        <FormField label={offerFormText.discount} error={errors.discount} help={offerFormText.discountHelp}>
          {(control) => <TextInput {...control} name="discount" inputMode="numeric" value={draft.discount} disabled={disabled} onChange={(event) => onChange('discount', event.target.value)} />}
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
