import { useState } from 'react';
import { createPortal } from 'react-dom';
import { css, cx } from '../../styled-system/css';
import { buttonBase, buttonShape, buttonSm, outlineCognac, solidCognac } from '../../ui/buttonStyles';
import { authText } from '../../content/auth';
import { useAuth } from '../../data/auth';
import { useQueuedEditCount } from '../../data/sync';
import { useFocusMovesOnWhenGone } from '../../ui/RetryButton';
import { useLoginDialog } from './loginDialogStore';

/**
 * The session ended (its refresh token was refused, or someone logged out) while edits still wait
 * on this device: they are kept, and go out once a staff member signs in again. Says so, with the
 * way to do it. In the body, not in the bar's control: on phones that control is hidden (the
 * menu has its own), and the notice with it. It floats over the page, so it can be put away
 * ('Später') until the number of waiting edits changes: it must not hide what staff read or focus.
 */
export function SignInAgainNotice() {
  const { status } = useAuth();
  const queued = useQueuedEditCount();
  const [putAwayAt, setPutAwayAt] = useState<number | null>(null);
  if (status === 'signedIn' || queued === 0 || queued === putAwayAt) return null;
  return createPortal(<Notice queued={queued} onPutAway={() => setPutAwayAt(queued)} />, document.body);
}

function Notice({ queued, onPutAway }: { queued: number; onPutAway: () => void }) {
  const show = useLoginDialog((state) => state.show);
  // Put away by keyboard, the focus goes on in the page, not back to its start.
  const box = useFocusMovesOnWhenGone(() => document.getElementById('main'));
  return (
    <div
      ref={box}
      role="alert"
      data-testid="sign-in-again"
      className={css({
        position: 'fixed',
        top: '20',
        left: '4',
        right: '4',
        mx: 'auto',
        maxW: 'md',
        zIndex: 'banner',
        bg: 'cognac.50',
        color: 'sand.900',
        borderWidth: '1px',
        borderColor: 'cognac.300',
        rounded: 'lg',
        shadow: 'md',
        p: '4',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{authText.signInAgainTitle}</p>
      <p className={css({ fontSize: 'sm', mt: '1' })}>{authText.signInAgainText(queued)}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
        <button type="button" className={cx(buttonBase, buttonShape, buttonSm, solidCognac)} onClick={() => show('sign_in')}>
          {authText.signInAgain}
        </button>
        <button type="button" className={cx(buttonBase, buttonShape, buttonSm, outlineCognac)} onClick={onPutAway}>
          {authText.signInLater}
        </button>
      </div>
    </div>
  );
}
