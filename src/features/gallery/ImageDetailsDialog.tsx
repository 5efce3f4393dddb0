import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Stack } from '@chakra-ui/react';
import { albumText, galleryText } from '../../content/gallery';
import { checkImageDetails, updateImageDetails, type ImageDetailsField } from '../../data/albumEdits';
import { InputRejectedError, type FieldErrors, watchSave } from '../../data/sync';
import type { GalleryImage } from '../../data/rows';
import { focusFirstInvalid } from '../../ui/form/focusFirstInvalid';
import { FormField } from '../../ui/form/FormField';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import { showToast } from '../../ui/showToast';
import { announceSave } from '../../ui/announceSave';

import { StaffDialog } from './StaffDialog';

const text = albumText.editDialog;

/** 'Bilddetails bearbeiten': title and description of one image. Staff only (a lazy chunk). */
export default function ImageDetailsDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  // The image as the form showed it: only fields changed from it are sent.
  const [shown] = useState(image);
  const [title, setTitle] = useState(image.title ?? '');
  const [description, setDescription] = useState(image.description ?? '');
  const [errors, setErrors] = useState<FieldErrors<ImageDetailsField>>({});
  const [busy, setBusy] = useState(false);

  function refuse(form: HTMLFormElement, fieldErrors: FieldErrors<ImageDetailsField>) {
    flushSync(() => {
      setBusy(false);
      setErrors(fieldErrors);
    });
    focusFirstInvalid(form);
  }

  async function save(form: HTMLFormElement) {
    const checked = checkImageDetails({ title, description });
    if (!checked.ok) {
      refuse(form, checked.errors);
      return;
    }
    setBusy(true);
    try {
      announceSave({ title: galleryText.toast.imageDetailsUpdated }, watchSave(await updateImageDetails(image.id, checked.value, shown)));
      onClose();
    } catch (error) {
      if (error instanceof InputRejectedError) {
        refuse(form, error.fields as FieldErrors<ImageDetailsField>);
        return;
      }
      console.error(error);
      showToast({ ...galleryText.toast.imageDetailsError, type: 'error' });
      setBusy(false);
    }
  }

  return (
    <StaffDialog title={text.title} onClose={onClose} onSubmit={(form) => void save(form)} submitLabel={text.save} cancelLabel={text.cancel} busy={busy} dirty={title !== (image.title ?? '') || description !== (image.description ?? '')}>
      <Stack gap="4">
        <FormField label={text.titleField} error={errors.title}>
          {(control) => (
            <TextInput
              {...control}
              name="title"
              value={title}
              disabled={busy}
              onChange={(event) => {
                setTitle(event.target.value);
                setErrors((current) => ({ ...current, title: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField label={text.descriptionField} error={errors.description}>
          {(control) => (
            <TextArea
              {...control}
              name="description"
              value={description}
              disabled={busy}
              onChange={(event) => {
                setDescription(event.target.value);
                setErrors((current) => ({ ...current, description: undefined }));
              }}
            />
          )}
        </FormField>
      </Stack>
    </StaffDialog>
  );
}
