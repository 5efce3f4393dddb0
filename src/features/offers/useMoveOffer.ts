import { useState } from 'react';
import { offerToasts } from '../../content/offers';
import { keepFocusOn } from '../../ui/keepFocusOn';
import { showToast } from '../../ui/showToast';

/**
 * Move an offer one place up or down, with SPEC.md's toasts. Blocked while the list loads or
 * another move runs; the data layer refreshes the list afterwards.
 */
export function useMoveOffer(loaded: boolean) {
  const [moving, setMoving] = useState(false);

  async function move(id: string, direction: 'up' | 'down') {
    if (!loaded || moving) return;
    // The pressed button stays the keyboard's: its card moves in the list.
    keepFocusOn(document.activeElement);
    setMoving(true);
    try {
      // Staff code, loaded ahead with the staff buttons (app/useStaffCode.ts).
      const { moveOfferAndAnnounce } = await import('./offerSaves');
      await moveOfferAndAnnounce(id, direction);
    } catch {
      showToast({ ...offerToasts.moveFailed, type: 'error' });
    } finally {
      setMoving(false);
    }
  }

  return { move, moving };
}
