import { useEffect, useRef, useState } from 'react';
import { prepareImage } from '../../data/images/prepareImage';
import type { PreparedImage } from '../../data/images/preparedImage';
import { offerToasts } from '../../content/offers';
import { notify } from '../../ui/toaster';

export interface AddedImage {
  image: PreparedImage;
  /** Object URL of the prepared blob, for the thumbnail. */
  preview: string;
}

/**
 * New images for an offer: each picked file is prepared (downscaled, metadata removed) at once,
 * with progress, and kept with a preview until the form is saved. Images only (SPEC.md section 5).
 */
export function usePreparedImages() {
  const [added, setAdded] = useState<AddedImage[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function addFiles(files: File[]) {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length === 0) return;
    let failed = false;
    setProgress({ done: 0, total: images.length });
    for (const [index, file] of images.entries()) {
      try {
        const image = await prepareImage(file);
        const preview = URL.createObjectURL(image.blob);
        previews.current.add(preview);
        setAdded((current) => [...current, { image, preview }]);
      } catch {
        failed = true;
      }
      setProgress({ done: index + 1, total: images.length });
    }
    setProgress(null);
    if (failed) notify({ ...offerToasts.imagesFailed, type: 'error' });
    else notify({ ...offerToasts.imagesUploaded, type: 'success' });
  }

  function remove(preview: string) {
    URL.revokeObjectURL(preview);
    previews.current.delete(preview);
    setAdded((current) => current.filter((item) => item.preview !== preview));
  }

  return { added, progress, addFiles, remove, preparing: progress !== null };
}
