import { paths, showsLoginControl } from './paths';

/** The URL fragment the auth service redirects to (a session, or an error): supabase-js reads it. */
export function isAuthRedirect(hash: string): boolean {
  return /(^#|&)(access_token|error_description)=/.test(hash);
}

/**
 * Where an auth redirect that landed on a page without the login control must go instead: /sale,
 * with its fragment, where the control opens the dialog (to set a new password, or to show why the
 * link failed). A project whose Site URL is the home page sends its recovery links to /, which
 * would otherwise show nothing. Null when the page can take the redirect itself.
 */
export function authRedirectTarget(location: Pick<Location, 'pathname' | 'hash'>): string | null {
  if (!isAuthRedirect(location.hash) || showsLoginControl(location.pathname)) return null;
  return `${paths.sale()}${location.hash}`;
}
