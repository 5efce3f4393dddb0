import { useState } from 'react';
import { offerToasts } from '../../content/offers';
import { followMove } from '../../ui/followMove';
import { keepFocusOn } from '../../ui/keepFocusOn';
import { showToast } from '../../ui/showToast';
import { useReducedMotion } from '../../lib/useReducedMotion';

/**
 * Move an offer one place up or down, with SPEC.md's toasts. Blocked while the list loads or
 * another move runs; the data layer refreshes the list afterwards.
 */
export function useMoveOffer(loaded: boolean) {
  const [moving, setMoving] = useState(false);
  const reducedMotion = useReducedMotion();

  async function move(id: string, direction: 'up' | 'down') {
    if (!loaded || moving) return;
    // The pressed button stays the keyboard's: its card moves in the list.
    const pressed = document.activeElement;
    // Staff code, loaded ahead with the staff buttons (app/useStaffCode.ts).
    const done = import('./offerSaves').then(({ moveOfferAndAnnounce }) => moveOfferAndAnnounce(id, direction));
    // Both watch until the move is made, however long a busy device takes.
    keepFocusOn(pressed, done);
    // The card goes where it belongs: one place up may be a row up, out of sight; it is followed.
    followMove(pressed?.closest('article'), !reducedMotion, pressed, done);
    setMoving(true);
    try {
      await done;
    } catch {
      showToast({ ...offerToasts.moveFailed, type: 'error' });
    } finally {
      setMoving(false);
    }
  }

  return { move, moving };
}
