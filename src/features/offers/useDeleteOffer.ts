import { offerToasts } from '../../content/offers';
import { showToast } from '../../ui/showToast';

/** Deletes an offer after its confirmation, with SPEC.md's toasts. */
export function useDeleteOffer() {
  return async (id: string) => {
    try {
      // Staff code, loaded ahead with the staff buttons (app/useStaffCode.ts).
      const { deleteOfferAndAnnounce } = await import('./offerSaves');
      await deleteOfferAndAnnounce(id);
    } catch {
      showToast({ ...offerToasts.deleteFailed, type: 'error' });
    }
  };
}
