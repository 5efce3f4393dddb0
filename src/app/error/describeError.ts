import { isRouteErrorResponse, PageCodeError } from '../../lib/router';
import { errorText } from '../../content/strings';

/** The status or message shown under the error title (as React Router's default screen showed it), in German where it is ours. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  // The browser's own words for a failed import are English and technical.
  if (error instanceof PageCodeError) return errorText.pageCodeMissing;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error) return error;
  return errorText.unknown;
}
