import { useState } from 'react';
import { albumText, galleryText } from '../../content/gallery';
import { updateImageDetails } from '../../data/commands/albums';
import type { GalleryImage } from '../../data/rows';
import { notify } from '../../ui/toaster';
import { TextAreaField, TextField } from './FormFields';
import { StaffDialog } from './StaffDialog';

const text = albumText.editDialog;

/** 'Bilddetails bearbeiten': title and description of one image. Staff only (a lazy chunk). */
export default function ImageDetailsDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const [title, setTitle] = useState(image.title ?? '');
  const [description, setDescription] = useState(image.description ?? '');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      await updateImageDetails(image.id, { title: title.trim() || null, description: description.trim() || null });
      notify({ title: galleryText.toast.imageDetailsUpdated, type: 'success' });
      onClose();
    } catch (error) {
      console.error(error);
      notify({ ...galleryText.toast.imageDetailsError, type: 'error' });
      setBusy(false);
    }
  }

  return (
    <StaffDialog title={text.title} onClose={onClose} onSubmit={() => void save()} submitLabel={text.save} cancelLabel={text.cancel} busy={busy}>
      <TextField label={text.titleField} name="title" value={title} onChange={setTitle} disabled={busy} />
      <TextAreaField label={text.descriptionField} name="description" value={description} onChange={setDescription} disabled={busy} />
    </StaffDialog>
  );
}
