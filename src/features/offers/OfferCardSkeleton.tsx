import { css, cx } from '../../styled-system/css';
import { DEFAULT_IMAGE_HEIGHT } from './offerMath';

/** A pulsing grey block (the theme's skeleton recipe would load with every page). */
const bone = css({ bg: 'sand.200', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } });

/** Placeholder card while the offers have never been fetched on this device. */
export function OfferCardSkeleton() {
  return (
    <div
      data-testid="offer-skeleton"
      aria-hidden="true"
      className={css({ bg: 'white', borderWidth: '1px', borderColor: 'sand.200', rounded: 'xl', overflow: 'hidden' })}
    >
      <div className={cx(bone, css({ rounded: 'none' }))} style={{ height: `${DEFAULT_IMAGE_HEIGHT}px` }} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5' })}>
        <div className={cx(bone, css({ h: '7', w: '70%', rounded: 'md' }))} />
        <div className={cx(bone, css({ h: '4', w: '40%', rounded: 'md' }))} />
        <div className={cx(bone, css({ h: '16', rounded: 'md' }))} />
        <div className={cx(bone, css({ h: '8', w: '50%', rounded: 'md' }))} />
      </div>
    </div>
  );
}
