import { deleteOffer } from '../../data/commands/offerCommands';
import { offerToasts } from '../../content/offers';
import { showToast } from './showToast';

/** Deletes an offer after its confirmation, with SPEC.md's toasts. */
export function useDeleteOffer() {
  return async (id: string) => {
    try {
      await deleteOffer(id);
      showToast({ ...offerToasts.deleted, type: 'success' });
    } catch {
      showToast({ ...offerToasts.deleteFailed, type: 'error' });
    }
  };
}
