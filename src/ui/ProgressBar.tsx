import { css } from '../styled-system/css';

interface ProgressBarProps {
  done: number;
  total: number;
  /** Visible text and accessible name, e.g. 'Bild 2 von 3 wird vorbereitet'. */
  label: string;
}

/**
 * The app's one progress bar: Chakra's Progress (size sm, variant outline, colorPalette cognac),
 * written out as plain elements with the same roles and values.
 */
export function ProgressBar({ done, total, label }: ProgressBarProps) {
  const max = Math.max(total, 1);
  const value = Math.min(Math.max(done, 0), max);
  return (
    <div data-state={value === max ? 'complete' : 'loading'} className={css({ position: 'relative', fontSize: 'sm', lineHeight: '1.25rem' })}>
      <span aria-live="polite" className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', fontWeight: 'normal', color: 'sand.800' })}>
        {label}
      </span>
      {/* The track is the progressbar; it is named by the label, not by a bare percentage. */}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className={css({ overflow: 'hidden', position: 'relative', shadow: 'inset', bg: 'sand.200', borderRadius: 'l1', h: '2', mt: '1' })}
      >
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            transitionProperty: 'width, height',
            transitionDuration: 'slow',
            height: '100%',
            bg: 'cognac.solid',
          })}
          // The share done is known only at run time.
          style={{ width: `${(value / max) * 100}%` }}
        />
      </div>
    </div>
  );
}
