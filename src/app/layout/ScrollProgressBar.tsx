import { useEffect, useRef } from 'react';
import { css } from '../../styled-system/css';
import { scrollFraction, subscribeToScroll } from '../../lib/scroll';

/** A thin bar whose width follows the scrolled fraction; written to the DOM directly, no re-render. */
export function ScrollProgressBar() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const update = () => {
      if (bar.current) bar.current.style.transform = `scaleX(${scrollFraction()})`;
    };
    update();
    return subscribeToScroll(update);
  }, []);
  return (
    <div
      ref={bar}
      data-testid="scroll-progress"
      aria-hidden="true"
      className={css({ position: 'absolute', left: '0', bottom: '0', h: '2px', w: '100%', bg: 'cognac.500', transformOrigin: 'left center' })}
      style={{ transform: 'scaleX(0)' }}
    />
  );
}
