import { deleteOffer, moveOffer } from '../../data/offerEdits';
import { offerToasts } from '../../content/offers';
import { watchSave } from '../../data/sync';
import { announceSave } from '../../ui/announceSave';
import { showToast } from '../../ui/showToast';

/*
 * The offers page's staff saves with SPEC.md's toasts. Staff-only code (scripts/vite/staffChunks.ts):
 * the save feedback reaches the sync engine, which a visitor's page must not load.
 * Both throw when the local write fails; the caller shows that toast.
 */

export async function moveOfferAndAnnounce(id: string, direction: 'up' | 'down'): Promise<void> {
  const outcome = await moveOffer(id, direction);
  if (outcome.result === 'moved') announceSave(direction === 'up' ? offerToasts.movedUp : offerToasts.movedDown, watchSave(outcome));
  else showToast({ ...(outcome.result === 'at_top' ? offerToasts.atTop : offerToasts.atBottom), type: 'info' });
}

export async function deleteOfferAndAnnounce(id: string): Promise<void> {
  announceSave({ ...offerToasts.deleted, deletion: true }, watchSave(await deleteOffer(id)));
}
