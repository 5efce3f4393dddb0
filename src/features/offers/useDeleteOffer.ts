import { deleteOffer } from '../../data/offers';
import { offerToasts } from '../../content/offers';
import { watchSave } from '../../data/sync';
import { announceSave } from '../../ui/announceSave';
import { showToast } from '../../ui/showToast';

/** Deletes an offer after its confirmation, with SPEC.md's toasts. */
export function useDeleteOffer() {
  return async (id: string) => {
    try {
      announceSave(offerToasts.deleted, watchSave(await deleteOffer(id)));
    } catch {
      showToast({ ...offerToasts.deleteFailed, type: 'error' });
    }
  };
}
