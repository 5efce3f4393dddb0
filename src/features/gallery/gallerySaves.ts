import { galleryText } from '../../content/gallery';
import { deleteAlbum, deleteImage } from '../../data/albumEdits';
import { watchSave } from '../../data/sync';
import { announceSave } from '../../ui/announceSave';

/*
 * The gallery pages' deletes with their toasts. Staff-only code (scripts/vite/staffChunks.ts): the
 * save feedback reaches the sync engine, which a visitor's page must not load.
 * Both throw when the local write fails; the caller shows that toast.
 */

export async function deleteAlbumAndAnnounce(id: string): Promise<void> {
  announceSave({ title: galleryText.toast.albumDeleted, deletion: true }, watchSave(await deleteAlbum(id)));
}

export async function deleteImageAndAnnounce(id: string): Promise<void> {
  announceSave({ title: galleryText.toast.imageDeleted, deletion: true }, watchSave(await deleteImage(id)));
}
