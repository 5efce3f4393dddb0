import { css } from '../styled-system/css';
import { Link } from '../lib/router';
import { paths } from '../lib/paths';
import { notLoadedOfflineText } from '../content/loadStates';
import { offlineCopyText } from '../content/offlineCopies';

/**
 * Shown instead of skeletons when the device is offline and has nothing stored for this page,
 * with the way to what the device does have.
 */
export function NotLoadedOffline({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const Title = headingLevel;
  return (
    <div
      role="status"
      data-testid="not-loaded-offline"
      className={css({ bg: 'sand.100', borderWidth: '1px', borderColor: 'sand.300', rounded: 'lg', px: { base: '5', md: '8' }, py: '6', maxW: '2xl' })}
    >
      {/* Chakra's Heading (size xl: line height 1.875rem) with its font size replaced. */}
      <Title className={css({ fontFamily: 'heading', fontWeight: 'semibold', fontSize: '2xl', lineHeight: '1.875rem', mb: '2' })}>{notLoadedOfflineText.title}</Title>
      <p className={css({ color: 'sand.800' })}>{notLoadedOfflineText.text}</p>
      <p className={css({ color: 'sand.800', mt: '3' })}>
        {offlineCopyText.linkHint}{' '}
        <Link to={paths.offlineAvailable()} className={css({ color: 'cognac.700', fontWeight: 'semibold', textDecoration: 'underline' })}>
          {offlineCopyText.linkText}
        </Link>
      </p>
    </div>
  );
}
