import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, chakra, CloseButton, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createOffer, updateOffer } from '../../data/commands/offerCommands';
import type { Offer, OfferInput } from '../../data/rows';
import { offerFormText, offerToasts } from '../../content/offers';
import { notify } from '../../ui/toaster';
import { inputStyles } from './inputStyles';
import { discountPercent, parsePrice } from './offerMath';
import { OfferImagesField } from './OfferImagesField';
import { usePreparedImages } from './usePreparedImages';

interface OfferFormDialogProps {
  /** The offer to edit, or null to create one. */
  offer: Offer | null;
  onClose: () => void;
}

interface FormValues {
  name: string;
  manufacturer: string;
  info: string;
  originalPrice: string;
  salePrice: string;
  discount: string;
}

function initialValues(offer: Offer | null): FormValues {
  return {
    name: offer?.name ?? '',
    manufacturer: offer?.manufacturer ?? '',
    info: offer?.info ?? '',
    originalPrice: offer ? String(offer.original_price) : '',
    salePrice: offer ? String(offer.sale_price) : '',
    discount: offer ? String(offer.discount) : '',
  };
}

/** 'Create New Offer' / 'Edit Offer' (SPEC.md sections 2 and 5). */
export default function OfferFormDialog({ offer, onClose }: OfferFormDialogProps) {
  const [open, setOpen] = useState(true);
  const [values, setValues] = useState(() => initialValues(offer));
  const [kept, setKept] = useState<string[]>(offer?.images ?? []);
  const [nameMissing, setNameMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const images = usePreparedImages();
  const nameField = useRef<HTMLInputElement>(null);
  const nameErrorId = useId();

  function change(field: keyof FormValues, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'originalPrice' || field === 'salePrice') {
        const discount = discountPercent(parsePrice(next.originalPrice), parsePrice(next.salePrice));
        if (discount !== null) next.discount = String(discount);
      }
      return next;
    });
    if (field === 'name' && value.trim()) setNameMissing(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameMissing(true);
      nameField.current?.focus();
      return;
    }
    const input: OfferInput = {
      name: values.name.trim(),
      manufacturer: values.manufacturer.trim() || null,
      info: values.info.trim() || null,
      original_price: parsePrice(values.originalPrice),
      sale_price: parsePrice(values.salePrice),
      discount: Math.round(parsePrice(values.discount)),
    };
    const files = images.added.map((item) => item.image);
    setSaving(true);
    try {
      if (offer) await updateOffer(offer.id, input, kept, files);
      else await createOffer(input, files);
      notify({ ...(offer ? offerToasts.updated : offerToasts.created), type: 'success' });
      setOpen(false);
    } catch {
      notify({ ...offerToasts.saveFailed, type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const busy = saving || images.preparing;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !saving) setOpen(false);
      }}
      onExitComplete={onClose}
      initialFocusEl={() => nameField.current}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="offer-form-dialog">
            <chakra.form noValidate onSubmit={(event) => void onSubmit(event)} display="contents">
              <Dialog.Header>
                <Dialog.Title fontFamily="heading" fontSize="2xl">
                  {offer ? offerFormText.editTitle : offerFormText.createTitle}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field label={offerFormText.name} error={nameMissing ? offerFormText.nameRequired : null} errorId={nameErrorId}>
                    <chakra.input {...inputStyles} ref={nameField} name="name" required aria-invalid={nameMissing || undefined} aria-describedby={nameMissing ? nameErrorId : undefined} value={values.name} onChange={(event) => change('name', event.target.value)} />
                  </Field>
                  <Field label={offerFormText.manufacturer}>
                    <chakra.input {...inputStyles} name="manufacturer" value={values.manufacturer} onChange={(event) => change('manufacturer', event.target.value)} />
                  </Field>
                  <Field label={offerFormText.info}>
                    <chakra.textarea {...inputStyles} resize="vertical" name="info" rows={4} value={values.info} onChange={(event) => change('info', event.target.value)} />
                  </Field>
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                    <Field label={offerFormText.originalPrice}>
                      <chakra.input {...inputStyles} name="original_price" inputMode="decimal" value={values.originalPrice} onChange={(event) => change('originalPrice', event.target.value)} />
                    </Field>
                    <Field label={offerFormText.salePrice}>
                      <chakra.input {...inputStyles} name="sale_price" inputMode="decimal" value={values.salePrice} onChange={(event) => change('salePrice', event.target.value)} />
                    </Field>
                    <Field label={offerFormText.discount}>
                      <chakra.input {...inputStyles} name="discount" inputMode="numeric" value={values.discount} onChange={(event) => change('discount', event.target.value)} />
                    </Field>
                  </SimpleGrid>
                  <OfferImagesField
                    kept={kept}
                    onRemoveKept={(url) => setKept((current) => current.filter((item) => item !== url))}
                    added={images.added}
                    onRemoveAdded={images.remove}
                    onPick={(files) => void images.addFiles(files)}
                    progress={images.progress}
                    disabled={saving}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" colorPalette="sand" onClick={() => setOpen(false)} disabled={saving}>
                  {offerFormText.cancel}
                </Button>
                <Button type="submit" colorPalette="cognac" loading={saving} loadingText={offer ? offerFormText.save : offerFormText.create} disabled={busy}>
                  {offer ? offerFormText.save : offerFormText.create}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={offerFormText.close} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Field({ label, error, errorId, children }: { label: string; error?: string | null; errorId?: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <chakra.label display="flex" flexDirection="column" gap="1.5" fontSize="sm" fontWeight="medium" color="sand.800">
        {label}
        {children}
      </chakra.label>
      {error && (
        <Text id={errorId} role="alert" color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
