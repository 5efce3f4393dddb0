import { isRouteErrorResponse } from '../../lib/router';
import { errorText } from '../../content/strings';

/** The status or message shown under the error title (as React Router's default screen showed it). */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error) return error;
  return errorText.unknown;
}
