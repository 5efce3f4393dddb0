import { signedOutHere, signOut } from '../../data/auth';
import { authText } from '../../content/auth';

/**
 * Signs out and says how it went: 'Logged out successfully' (saying so where only this device
 * forgot the session, the server unreachable), or the destructive 'Error logging out'.
 */
export async function logOut(): Promise<boolean> {
  const { error, serverConfirmed, tellTab } = await signOut();
  if (tellTab) signedOutHere();
  // The toaster loads on first use: it is not part of the first load of any page.
  const { notify } = await import('../../ui/toaster');
  if (error) notify({ title: authText.logoutError, description: authText.logoutErrorText, type: 'error' });
  else notify({ title: authText.loggedOut, ...(serverConfirmed ? {} : { description: authText.loggedOutOnlyHere }), type: 'success' });
  return error === null;
}
