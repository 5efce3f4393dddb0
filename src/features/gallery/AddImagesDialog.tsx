import { useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { albumText, galleryText } from '../../content/gallery';
import { uploadLimits, uploadText, type UploadMessage } from '../../content/upload';
import { addAlbumImages } from '../../data/commands/albums';
import { prepareImage } from '../../data/images/prepareImage';
import type { PreparedImage } from '../../data/images/preparedImage';
import { ImagePicker } from '../../ui/ImagePicker';
import { notify } from '../../ui/toaster';
import { StaffDialog } from './StaffDialog';

const text = albumText.addImagesDialog;

interface AddImagesDialogProps {
  albumId: string;
  onClose: () => void;
}

/**
 * 'Bilder hinzufügen': pick up to 20 images, prepare each (downscaled, metadata stripped) with a
 * progress bar, then add them to the album in one command. Staff only (a lazy chunk).
 */
export default function AddImagesDialog({ albumId, onClose }: AddImagesDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const busy = progress !== null;

  async function upload() {
    if (files.length === 0) {
      notify({ ...uploadText.noImagesSelected, type: 'error' });
      return;
    }
    const total = files.length;
    setProgress({ done: 0, total });
    const prepared: PreparedImage[] = [];
    try {
      for (const file of files) {
        prepared.push(await prepareImage(file));
        setProgress({ done: prepared.length, total });
      }
    } catch (error) {
      console.error(error);
      notify({ ...uploadText.uploadFailed, type: 'error' });
      setProgress(null);
      return;
    }
    try {
      await addAlbumImages(albumId, prepared);
      notify({ title: galleryText.toast.imagesAdded(total), type: 'success' });
      onClose();
    } catch (error) {
      console.error(error);
      notify({ ...galleryText.toast.imagesAddError, type: 'error' });
      setProgress(null);
    }
  }

  const showError = (error: UploadMessage) => notify({ ...error, type: 'error' });

  return (
    <StaffDialog title={text.title} onClose={onClose} onSubmit={() => void upload()} submitLabel={text.upload(files.length)} cancelLabel={text.cancel} busy={busy}>
      <ImagePicker files={files} onChange={setFiles} onError={showError} maxFiles={uploadLimits.album} disabled={busy} />
      {progress && (
        <Box mt="4">
          <Text fontSize="sm" mb="1" aria-live="polite">
            {text.preparing(Math.min(progress.done + 1, progress.total), progress.total)}
          </Text>
          <Box
            role="progressbar"
            aria-label={text.progressLabel}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            h="2"
            bg="sand.200"
            rounded="full"
            overflow="hidden"
            data-testid="upload-progress"
          >
            <Box h="full" bg="cognac.600" w={`${(progress.done / progress.total) * 100}%`} transition="width 0.2s" />
          </Box>
        </Box>
      )}
    </StaffDialog>
  );
}
