import { useState } from 'react';
import { Box, Button, chakra } from '@chakra-ui/react';
import { galleryText, gallerySizes } from '../../content/gallery';
import { uploadLimits, type UploadMessage } from '../../content/upload';
import { createAlbum, updateAlbum } from '../../data/commands/albums';
import { useImageSrc } from '../../data/hooks/useImageSrc';
import { prepareImage } from '../../data/images/prepareImage';
import { renderUrl } from '../../data/images/storageUrls';
import type { Album } from '../../data/rows';
import { ImagePicker } from '../../ui/ImagePicker';
import { notify } from '../../ui/toaster';
import { TextAreaField, TextField } from './FormFields';
import { StaffDialog } from './StaffDialog';

const text = galleryText.albumDialog;
const toast = galleryText.toast;

interface AlbumDialogProps {
  /** The album to edit, or null to create one. */
  album: Album | null;
  onClose: () => void;
}

/** Create or edit an album: title, description and one cover image. Staff only (a lazy chunk). */
export default function AlbumDialog({ album, onClose }: AlbumDialogProps) {
  const [title, setTitle] = useState(album?.title ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [keepCover, setKeepCover] = useState(Boolean(album?.cover_image));
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const currentCover = useImageSrc(album?.cover_image ?? null);

  async function save() {
    if (!title.trim()) return;
    setBusy(true);
    try {
      const input = { title: title.trim(), description: description.trim() || null };
      const file = files[0];
      const cover = file ? await prepareImage(file) : null;
      if (album) {
        await updateAlbum(album.id, input, cover ?? (keepCover ? 'keep' : 'remove'));
        notify({ title: toast.albumUpdated, type: 'success' });
      } else {
        await createAlbum(input, cover);
        notify({ title: toast.albumCreated, type: 'success' });
      }
      onClose();
    } catch (error) {
      console.error(error);
      notify({ ...toast.albumSaveError, type: 'error' });
      setBusy(false);
    }
  }

  const showError = (error: UploadMessage) => notify({ ...error, type: 'error' });

  return (
    <StaffDialog
      title={album ? text.editTitle : text.createTitle}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={album ? text.save : text.create}
      cancelLabel={text.cancel}
      busy={busy}
    >
      <TextField label={text.titleField} name="title" value={title} onChange={setTitle} disabled={busy} required />
      <TextAreaField label={text.descriptionField} name="description" value={description} onChange={setDescription} disabled={busy} />
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="2">
          {text.coverField}
        </chakra.legend>
        {keepCover && currentCover && (
          <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="3">
            <chakra.img
              src={renderUrl(currentCover, gallerySizes.cover)}
              htmlWidth={gallerySizes.cover.width}
              htmlHeight={gallerySizes.cover.height}
              alt={text.currentCover}
              w="40"
              h="auto"
              rounded="md"
            />
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setKeepCover(false)} disabled={busy}>
              {text.removeCover}
            </Button>
          </Box>
        )}
        <ImagePicker
          files={files}
          onChange={setFiles}
          onError={showError}
          multiple={false}
          maxFiles={uploadLimits.cover}
          existingCount={keepCover && currentCover ? 1 : 0}
          disabled={busy}
          label={text.coverField}
        />
      </chakra.fieldset>
    </StaffDialog>
  );
}
