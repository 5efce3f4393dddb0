import { useState } from 'react';
import { flushSync } from 'react-dom';
import { chakra, Stack } from '@chakra-ui/react';
import { galleryText } from '../../content/gallery';
import { uploadLimits, uploadText } from '../../content/upload';
import { checkAlbumInput, createAlbum, updateAlbum, type AlbumField } from '../../data/albumEdits';
import { InputRejectedError, type FieldErrors, watchSave } from '../../data/sync';
import type { Album } from '../../data/rows';
import { focusFirstInvalid } from '../../ui/form/focusFirstInvalid';
import { FormField } from '../../ui/form/FormField';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import { ImagePicker, PICKER_THUMBNAIL } from '../../ui/ImagePicker';
import { showToast } from '../../ui/showToast';
import { announceSave } from '../../ui/announceSave';

import { useImageSelection, useThumbnailSrcs } from '../../data/imageUploads';
import { StaffDialog } from './StaffDialog';

const text = galleryText.albumDialog;
const toast = galleryText.toast;

interface AlbumDialogProps {
  /** The album to edit, or null to create one. */
  album: Album | null;
  onClose: () => void;
}

/**
 * Create or edit an album: title, description and one cover image. A newly picked cover replaces
 * the current one (and removing the new pick brings the current one back). Staff only (a lazy chunk).
 */
export default function AlbumDialog({ album, onClose }: AlbumDialogProps) {
  // The album as the form showed it: only fields changed from it are sent (a change pulled meanwhile survives).
  const [shown] = useState(album);
  const [title, setTitle] = useState(album?.title ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [errors, setErrors] = useState<FieldErrors<AlbumField>>({});
  const [keepCover, setKeepCover] = useState(Boolean(album?.cover_image));
  const [busy, setBusy] = useState(false);
  const cover = useImageSelection({
    maxFiles: uploadLimits.cover,
    replace: true,
    onRefused: (message) => showToast({ ...message, type: 'error' }),
    onPrepareFailed: (names) => showToast({ ...uploadText.unreadable(names), type: 'error' }),
  });
  const newCover = cover.images[0]?.image ?? null;

  function refuse(form: HTMLFormElement, fieldErrors: FieldErrors<AlbumField>) {
    flushSync(() => {
      setBusy(false);
      setErrors(fieldErrors);
    });
    focusFirstInvalid(form);
  }

  async function save(form: HTMLFormElement) {
    const checked = checkAlbumInput({ title, description });
    if (!checked.ok) {
      refuse(form, checked.errors);
      return;
    }
    setBusy(true);
    try {
      const receipt = album ? await updateAlbum(album.id, checked.value, newCover ?? (keepCover ? 'keep' : 'remove'), shown ?? undefined) : await createAlbum(checked.value, newCover);
      const uploadedTitle = newCover ? toast.coverUploaded : undefined;
      announceSave({ title: album ? toast.albumUpdated : toast.albumCreated, uploadedTitle }, watchSave(receipt));
      onClose();
    } catch (error) {
      if (error instanceof InputRejectedError) {
        refuse(form, error.fields as FieldErrors<AlbumField>);
        return;
      }
      console.error(error);
      showToast({ ...toast.albumSaveError, type: 'error' });
      setBusy(false);
    }
  }

  function edit(field: AlbumField, setValue: (value: string) => void) {
    return (value: string) => {
      setValue(value);
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  const [coverThumbnail] = useThumbnailSrcs(album?.cover_image ? [album.cover_image] : [], PICKER_THUMBNAIL);
  const currentCover = keepCover && album?.cover_image && coverThumbnail && !newCover ? [{ url: album.cover_image, src: coverThumbnail, alt: text.currentCover, removeLabel: text.removeCover, onRemove: () => setKeepCover(false) }] : [];
  const onTitle = edit('title', setTitle);
  const onDescription = edit('description', setDescription);

  return (
    <StaffDialog
      title={album ? text.editTitle : text.createTitle}
      onClose={onClose}
      onSubmit={(form) => void save(form)}
      submitLabel={album ? text.save : text.create}
      cancelLabel={text.cancel}
      busy={busy || cover.progress !== null}
      dirty={title !== (album?.title ?? '') || description !== (album?.description ?? '') || newCover !== null || keepCover !== Boolean(album?.cover_image)}
    >
      <Stack gap="4">
        <FormField label={text.titleField} error={errors.title}>
          {(control) => <TextInput {...control} name="title" required value={title} disabled={busy} onChange={(event) => onTitle(event.target.value)} />}
        </FormField>
        <FormField label={text.descriptionField} error={errors.description}>
          {(control) => <TextArea {...control} name="description" value={description} disabled={busy} onChange={(event) => onDescription(event.target.value)} />}
        </FormField>
        <chakra.fieldset>
          <chakra.legend fontSize="sm" fontWeight="medium" color="sand.800" mb="2">
            {text.coverField}
          </chakra.legend>
          <ImagePicker selection={cover} label={text.coverField} current={currentCover} disabled={busy} />
        </chakra.fieldset>
      </Stack>
    </StaffDialog>
  );
}
