import { useLayoutEffect, useRef } from 'react';
import { css, cx } from '../styled-system/css';
import { buttonBase, buttonShape, buttonSm, outlineCognac } from './buttonStyles';
import { loadFailedText, staleDataText } from '../content/loadStates';
import type { LoadFailedReason } from './LoadFailed';
import { useOnline } from './useOnline';

/** The part of a load state (`LoadState` of src/data) this notice needs. */
interface Load {
  status: 'loading' | 'loaded' | 'failed';
  reason: LoadFailedReason | 'offline' | null;
  retrying: boolean;
  retry: () => void;
}

/**
 * Above rows the device had stored when the page's pull failed: they may be out of date, and
 * 'Erneut versuchen' asks again. Quiet (a status, not an alert): the page works. Offline, the
 * banner says so already.
 */
export function StaleDataNotice({ load }: { load: Load }) {
  const online = useOnline();
  if (load.status !== 'failed' || load.reason === 'offline' || !online) return null;
  return <Notice load={load} />;
}

function Notice({ load }: { load: Load }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    // Gone after a retry that worked, with focus on its button: focus moves on to the page.
    return () => {
      if (element?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, []);
  const reason = load.reason === null || load.reason === 'offline' ? 'other' : load.reason;
  return (
    <div
      ref={box}
      role="status"
      data-testid="stale-data"
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '6', px: '4', py: '3', bg: 'sand.100', borderWidth: '1px', borderColor: 'sand.300', rounded: 'md', fontSize: 'sm', color: 'sand.800' })}
    >
      <p className={css({ flex: '1 1 16rem' })}>{staleDataText.text(loadFailedText.reason[reason])}</p>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
      <button
        type="button"
        className={cx(buttonBase, buttonShape, buttonSm, outlineCognac, load.retrying && css({ opacity: '0.7', cursor: 'not-allowed' }))}
        aria-disabled={load.retrying || undefined}
        onClick={() => !load.retrying && load.retry()}
      >
        {load.retrying ? loadFailedText.retrying : loadFailedText.retry}
      </button>
    </div>
  );
}
