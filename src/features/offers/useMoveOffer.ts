import { useState } from 'react';
import { moveOffer } from '../../data/commands/offerCommands';
import { offerToasts } from '../../content/offers';
import { showToast } from './showToast';

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
      const result = await moveOffer(id, direction);
      if (result === 'at_top') showToast({ ...offerToasts.atTop, type: 'info' });
      else if (result === 'at_bottom') showToast({ ...offerToasts.atBottom, type: 'info' });
      else showToast({ ...(direction === 'up' ? offerToasts.movedUp : offerToasts.movedDown), type: 'success' });
    } catch {
      showToast({ ...offerToasts.moveFailed, type: 'error' });
    } finally {
      setMoving(false);
    }
  }

  return { move, moving };
}
