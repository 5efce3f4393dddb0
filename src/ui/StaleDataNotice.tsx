import { css, cx } from '../styled-system/css';
import { buttonBase, buttonShape, buttonSm, outlineCognac } from './buttonStyles';
import { loadFailedText, staleDataText } from '../content/loadStates';
import { RetryButton, useFocusMovesOnWhenGone } from './RetryButton';
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
  const box = useFocusMovesOnWhenGone(() => document.getElementById('main'));
  const reason = load.reason === null || load.reason === 'offline' ? 'other' : load.reason;
  return (
    <div
      ref={box}
      role="status"
      data-testid="stale-data"
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '6', px: '4', py: '3', bg: 'sand.100', borderWidth: '1px', borderColor: 'sand.300', rounded: 'md', fontSize: 'sm', color: 'sand.800' })}
    >
      <p className={css({ flex: '1 1 16rem' })}>{staleDataText.text(loadFailedText.reason[reason])}</p>
      <RetryButton retrying={load.retrying} onRetry={load.retry} className={cx(buttonBase, buttonShape, buttonSm, outlineCognac)} />
    </div>
  );
}
