import { Link as RouterLink, isRouteErrorResponse, useRouteError } from '../../lib/router';
import { css, cx } from '../../styled-system/css';
import { errorText, shellText } from '../../content/strings';
import { paths } from '../../lib/paths';
import { buttonBase, buttonMd, buttonShape, solidCognac } from '../../ui/buttonStyles';
import { describeError } from './describeError';

/** The default error screen: 'Unexpected Application Error!' and the status or message. */
export function ErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    // Chakra's Container (maxW 3xl) with its padding replaced.
    <main id="main" className={css({ position: 'relative', maxWidth: '3xl', w: '100%', mx: 'auto', pt: '32', pb: '24', px: { base: '5', md: '8' } })}>
      {/* Chakra's Heading (size xl: line height 1.875rem) with its font size replaced. */}
      <h1 className={css({ fontFamily: 'heading', fontWeight: 'semibold', lineHeight: '1.875rem', fontSize: { base: '3xl', md: '4xl' } })}>{errorText.title}</h1>
      <h2 className={css({ mt: '4', fontSize: 'xl', fontStyle: 'italic', color: 'sand.700' })}>{describeError(error)}</h2>
      {notFound && <p className={css({ mt: '4' })}>{errorText.notFound}</p>}
      <RouterLink to={paths.home()} className={cx(buttonBase, buttonShape, buttonMd, solidCognac, css({ mt: '8' }))}>
        {shellText.backToHome}
      </RouterLink>
    </main>
  );
}
