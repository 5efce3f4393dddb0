import { useState } from 'react';
import { moveOffer } from '../../data/offers';
import { offerToasts } from '../../content/offers';
import { watchSave } from '../../data/sync';
import { announceSave } from '../../ui/announceSave';
import { showToast } from '../../ui/showToast';

/**
 * Move an offer one place up or down, with SPEC.md's toasts. Blocked while the list loads or
 * another move runs; the data layer refreshes the list afterwards.
 */
export function useMoveOffer(loaded: boolean) {
  const [moving, setMoving] = useState(false);

  async function move(id: string, direction: 'up' | 'down') {
    if (!loaded || moving) return;
    setMoving(true);
    try {
      const outcome = await moveOffer(id, direction);
      if (outcome.result === 'moved') announceSave(direction === 'up' ? offerToasts.movedUp : offerToasts.movedDown, watchSave(outcome));
      else showToast({ ...(outcome.result === 'at_top' ? offerToasts.atTop : offerToasts.atBottom), type: 'info' });
    } catch {
      showToast({ ...offerToasts.moveFailed, type: 'error' });
    } finally {
      setMoving(false);
    }
  }

  return { move, moving };
}
