import { offerToasts } from '../../content/offers';
import { galleryText } from '../../content/gallery';
import { uploadText } from '../../content/upload';
import type { FailedEntry } from '../../data/sync';
import { OFFER_IMAGES_BUCKET } from '../../data/images';

export interface ToastText {
  title: string;
  description?: string;
}

/** SPEC.md section 8's error toast for the kind of edit the server refused. */
export function failureToast(entry: Pick<FailedEntry, 'kind' | 'table' | 'bucket'>): ToastText {
  const gallery = galleryText.toast;
  if (entry.kind === 'upload') return entry.bucket === OFFER_IMAGES_BUCKET ? offerToasts.imagesFailed : uploadText.uploadFailed;
  if (entry.kind === 'move') return offerToasts.moveFailed;
  if (entry.table === 'offers') return entry.kind === 'delete' ? offerToasts.deleteFailed : offerToasts.saveFailed;
  if (entry.table === 'albums') return entry.kind === 'delete' ? gallery.albumDeleteError : gallery.albumSaveError;
  if (entry.kind === 'insert') return gallery.imagesAddError;
  return entry.kind === 'delete' ? gallery.imageDeleteError : gallery.imageDetailsError;
}
