import { signOut } from '../../data/auth';
import { authText } from '../../content/auth';

/** Signs out and says how it went: 'Logged out successfully', or the destructive 'Error logging out'. */
export async function logOut(): Promise<boolean> {
  const { error } = await signOut();
  // The toaster loads on first use: it is not part of the first load of any page.
  const { notify } = await import('../../ui/toaster');
  if (error) notify({ title: authText.logoutError, description: error, type: 'error' });
  else notify({ title: authText.loggedOut, type: 'success' });
  return error === null;
}
