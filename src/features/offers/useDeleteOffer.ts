import { deleteOffer } from '../../data/commands/offerCommands';
import { offerToasts } from '../../content/offers';
import { notify } from '../../ui/toaster';

/** Deletes an offer after its confirmation, with SPEC.md's toasts. */
export function useDeleteOffer() {
  return async (id: string) => {
    try {
      await deleteOffer(id);
      notify({ ...offerToasts.deleted, type: 'success' });
    } catch {
      notify({ ...offerToasts.deleteFailed, type: 'error' });
    }
  };
}
