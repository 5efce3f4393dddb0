import { css } from '../../styled-system/css';
import { shellText } from '../../content/strings';

/** First stop for keyboard users: jumps past the navigation to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={css({
        position: 'fixed',
        top: '2',
        left: '2',
        zIndex: 'skipNav',
        px: '4',
        py: '2',
        bg: 'sand.900',
        color: 'sand.50',
        rounded: 'md',
        transform: 'translateY(-200%)',
        _focusVisible: { transform: 'translateY(0)' },
      })}
    >
      {shellText.skipToContent}
    </a>
  );
}
