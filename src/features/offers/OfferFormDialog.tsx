import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { createOffer, updateOffer, checkOfferDraft, type OfferField } from '../../data/offerEdits';
import { InputRejectedError, type FieldErrors, watchSave, type SaveReceipt } from '../../data/sync';
import type { Offer } from '../../data/rows';
import { offerFormText, offerToasts } from '../../content/offers';
import { uploadText } from '../../content/upload';
import { focusFirstInvalid } from '../../ui/form/focusFirstInvalid';
import { showToast } from '../../ui/showToast';
import { announceSave } from '../../ui/announceSave';
import { ChakraLayer } from '../../ui/ChakraLayer';
import { shortScreenDialog } from '../../ui/shortScreenDialog';
import { useDiscardGuard } from '../../ui/useDiscardGuard';

import { useImageSelection } from '../../data/imageUploads';
import { OfferFields } from './OfferFields';
import { OfferImagesField } from './OfferImagesField';
import { useOfferDraft } from './useOfferDraft';

interface OfferFormDialogProps {
  /** The offer to edit, or null to create one. */
  offer: Offer | null;
  onClose: () => void;
}

/**
 * 'Create New Offer' / 'Edit Offer' (SPEC.md sections 2 and 5). The offer input model checks the
 * form before anything is applied or queued: a bad value is a German error at its field, focus
 * goes to the first one, and the dialog stays open with everything typed.
 */
export default function OfferFormDialog({ offer, onClose }: OfferFormDialogProps) {
  const [open, setOpen] = useState(true);
  // The offer as the form showed it: only fields changed from it are sent (a change pulled meanwhile survives).
  const [shown] = useState(offer);
  const { draft, change, errors, setErrors } = useOfferDraft(offer);
  const [kept, setKept] = useState<string[]>(offer?.images ?? []);
  const [saving, setSaving] = useState(false);
  const images = useImageSelection({
    onRefused: (message) => showToast({ ...message, type: 'error' }),
    onPrepareFailed: (names) => showToast({ ...uploadText.unreadable(names), type: 'error' }),
  });
  // What the form showed at first: closing a form that differs from it asks first.
  const [initialDraft] = useState(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initialDraft) || kept.length !== (offer?.images ?? []).length || images.images.length > 0;
  const guard = useDiscardGuard(dirty, () => setOpen(false), open);
  const form = useRef<HTMLFormElement>(null);
  const nameField = useRef<HTMLInputElement>(null);

  function refuse(fieldErrors: FieldErrors<OfferField>) {
    flushSync(() => setErrors(fieldErrors));
    focusFirstInvalid(form.current);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkOfferDraft(draft);
    if (!checked.ok) {
      refuse(checked.errors);
      return;
    }
    const files = images.images.map((item) => item.image);
    setSaving(true);
    let failure: unknown = null;
    let receipt: SaveReceipt | null = null;
    try {
      receipt = offer ? await updateOffer(offer.id, checked.value, kept, files, shown ?? undefined) : await createOffer(checked.value, files);
    } catch (error) {
      failure = error ?? new Error('save failed');
    }
    // Fields enabled again first, so focus can move to a refused one.
    flushSync(() => setSaving(false));
    if (receipt) {
      // Uploads count as done only once the files are in storage (the toast then says so).
      const uploadedTitle = files.length > 0 ? offerToasts.imagesUploaded.title : undefined;
      announceSave({ ...(offer ? offerToasts.updated : offerToasts.created), uploadedTitle }, watchSave(receipt));
      setOpen(false);
    } else if (failure instanceof InputRejectedError) {
      refuse(failure.fields as FieldErrors<OfferField>);
    } else {
      showToast({ ...offerToasts.saveFailed, type: 'error' });
    }
  }

  const busy = saving || images.progress !== null;
  return (
    <ChakraLayer>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open && !saving) guard.requestClose();
        }}
        onExitComplete={onClose}
        initialFocusEl={() => nameField.current}
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            {/* The whole screen on a phone, a centred dialog from md on. Not a responsive `size`: the
                full size's height, margin and square corners would stay at md, where 'lg' sets only
                the width. */}
            <Dialog.Content
              data-testid="offer-form-dialog"
              maxW={{ base: '100dvw', md: '2xl' }}
              minH={{ base: '100dvh', md: 'auto' }}
              my={{ base: '0', md: 'auto' }}
              rounded={{ base: '0', md: 'l3' }}
              css={shortScreenDialog.content}
            >
              <chakra.form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} display="contents">
                <Dialog.Header>
                  <Dialog.Title fontFamily="heading" fontSize="2xl">
                    {offer ? offerFormText.editTitle : offerFormText.createTitle}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body css={shortScreenDialog.body}>
                  <Stack gap="4">
                    <OfferFields draft={draft} errors={errors} onChange={change} disabled={saving} nameRef={nameField} />
                    <OfferImagesField kept={kept} onRemoveKept={(url) => setKept((current) => current.filter((item) => item !== url))} selection={images} disabled={saving} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer gap="3" flexWrap="wrap">
                  <Button variant="outline" colorPalette="sand" onClick={guard.requestClose} disabled={saving}>
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
      {guard.question}
    </ChakraLayer>
  );
}
