import { useState } from 'react';
import { albumText, galleryText } from '../../content/gallery';
import { uploadLimits, uploadText } from '../../content/upload';
import { addAlbumImages } from '../../data/albumEdits';
import { ImagePicker } from '../../ui/ImagePicker';
import { showToast } from '../../ui/showToast';
import { watchSave } from '../../data/sync';
import { announceSave } from '../../ui/announceSave';

import { useImageSelection } from '../../data/imageUploads';
import { StaffDialog } from './StaffDialog';

const text = albumText.addImagesDialog;

interface AddImagesDialogProps {
  albumId: string;
  onClose: () => void;
}

/**
 * 'Bilder hinzufügen': pick up to 20 images (each prepared at once, downscaled and stripped of
 * metadata, with a progress bar), then add them to the album in one command. Staff only (a lazy chunk).
 */
export default function AddImagesDialog({ albumId, onClose }: AddImagesDialogProps) {
  const [saving, setSaving] = useState(false);
  const selection = useImageSelection({
    maxFiles: uploadLimits.album,
    onRefused: (message) => showToast({ ...message, type: 'error' }),
    onPrepareFailed: (names) => showToast({ ...uploadText.unreadable(names), type: 'error' }),
  });
  const count = selection.images.length;

  async function upload() {
    if (count === 0) {
      showToast({ ...uploadText.noImagesSelected, type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const receipt = await addAlbumImages(
        albumId,
        selection.images.map((item) => item.image),
      );
      // Queued, not uploaded: SPEC's success title waits until the files are in storage.
      if (receipt) announceSave({ title: galleryText.toast.imagesQueued(count), waitingTitle: galleryText.toast.imagesWaiting(count), uploadedTitle: galleryText.toast.imagesAdded(count), type: 'info' }, watchSave(receipt));
      onClose();
    } catch (error) {
      console.error(error);
      showToast({ ...galleryText.toast.imagesAddError, type: 'error' });
      setSaving(false);
    }
  }

  return (
    <StaffDialog title={text.title} onClose={onClose} onSubmit={() => void upload()} submitLabel={text.upload(count)} cancelLabel={text.cancel} busy={saving || selection.progress !== null} dirty={count > 0}>
      <ImagePicker selection={selection} label={uploadText.inputLabelMultiple} disabled={saving} />
    </StaffDialog>
  );
}
