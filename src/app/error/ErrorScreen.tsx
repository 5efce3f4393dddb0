import { useEffect } from 'react';
import { Link as RouterLink, isRouteErrorResponse, PageCodeError, useRouteError } from '../../lib/router';
import { css, cx } from '../../styled-system/css';
import { errorText, shellText } from '../../content/strings';
import { RETRY_LABEL } from '../../content/retryLabel';
import { paths } from '../../lib/paths';
import { buttonBase, buttonMd, buttonShape, outlineCognac, solidCognac } from '../../ui/buttonStyles';
import { dismissAppCodeMissing } from '../../ui/appCodeMissing';
import { describeError } from './describeError';

/** The default error screen: 'Unexpected Application Error!' and the status or message. */
export function ErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const codeMissing = error instanceof PageCodeError;
  // The page's watch also reported the page's code that did not arrive: this screen says it.
  useEffect(() => {
    if (codeMissing) dismissAppCodeMissing();
  }, [codeMissing]);
  return (
    // Chakra's Container (maxW 3xl) with its padding replaced.
    <main id="main" className={css({ position: 'relative', maxWidth: '3xl', w: '100%', mx: 'auto', pt: '32', pb: '24', px: { base: '5', md: '8' } })}>
      {/* Chakra's Heading with its font size replaced, and a line height that grows with it (its 1.875rem overlapped the wrapped title on a phone). */}
      <h1 className={css({ fontFamily: 'heading', fontWeight: 'semibold', lineHeight: 'shorter', fontSize: { base: '3xl', md: '4xl' } })}>{errorText.title}</h1>
      <h2 className={css({ mt: '4', fontSize: 'xl', fontStyle: 'italic', color: 'sand.700' })}>{describeError(error)}</h2>
      {notFound && <p className={css({ mt: '4' })}>{errorText.notFound}</p>}
      <div className={css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <RouterLink to={paths.home()} className={cx(buttonBase, buttonShape, buttonMd, solidCognac)}>
          {shellText.backToHome}
        </RouterLink>
        {/* A page whose code did not arrive (or broke) may work on a fresh load: a new version, a
            better connection. Reloading fetches the page and its code anew; a 404 stays a 404. */}
        {!notFound && (
          <button type="button" onClick={() => window.location.reload()} className={cx(buttonBase, buttonShape, buttonMd, outlineCognac)}>
            {RETRY_LABEL}
          </button>
        )}
      </div>
    </main>
  );
}
