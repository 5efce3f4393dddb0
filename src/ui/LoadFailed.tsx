import { css, cx } from '../styled-system/css';
import { buttonBase, buttonMd, buttonShape, solidCognac } from './buttonStyles';
import { loadFailedText } from '../content/loadStates';
import { RetryButton, useFocusMovesOnWhenGone } from './RetryButton';

export type LoadFailedReason = keyof typeof loadFailedText.reason;

interface LoadFailedProps {
  /** What could not be loaded ("Die Angebote konnten nicht geladen werden."). */
  title: string;
  reason: LoadFailedReason;
  /** A retry runs: the button stays (inactive, saying so) so focus stays on it. */
  retrying: boolean;
  onRetry: () => void;
  /** 'h1' where nothing else on the page names it; 'p' inside a dialog. */
  titleAs?: 'h1' | 'h2' | 'p';
  /** Where focus goes when the message goes away while it had focus; the page's main by default. */
  focusAfter?: () => HTMLElement | null | undefined;
}

const pageMain = () => document.getElementById('main');

/**
 * A failed load: what failed, why (as far as the page can tell) and 'Erneut versuchen'. Announced
 * as an alert. When it goes away (the retry brought the data) while the retry button had focus,
 * focus moves on (the page's main landmark) instead of falling back to the document.
 */
export function LoadFailed({ title, reason, retrying, onRetry, titleAs = 'h2', focusAfter = pageMain }: LoadFailedProps) {
  const box = useFocusMovesOnWhenGone(focusAfter);

  const Title = titleAs;
  return (
    <div
      ref={box}
      role="alert"
      data-testid="load-failed"
      className={css({ bg: 'sand.100', borderWidth: '1px', borderColor: 'sand.300', rounded: 'lg', px: { base: '5', md: '8' }, py: '6', maxW: '2xl' })}
    >
      {/* Chakra's Heading (size xl: line height 1.875rem) with its font size replaced. */}
      <Title
        className={cx(
          css({ fontFamily: 'heading', fontWeight: 'semibold', lineHeight: '1.875rem', mb: '2' }),
          titleAs === 'p' ? css({ fontSize: 'lg' }) : css({ fontSize: '2xl' }),
        )}
      >
        {title}
      </Title>
      <p className={css({ color: 'sand.800' })}>
        {loadFailedText.reason[reason]} {loadFailedText.hint}
      </p>
      <RetryButton retrying={retrying} onRetry={onRetry} className={cx(buttonBase, buttonShape, buttonMd, solidCognac, css({ mt: '5' }))} />
    </div>
  );
}
