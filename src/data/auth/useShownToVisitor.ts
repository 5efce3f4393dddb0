import { useAuthStore } from './authStore';
import { storedSessionUser } from './hasStoredSession';

/**
 * Whether the page is shown to someone who is not staff: signed out, signed in without the staff
 * role, or not known yet on a device with no staff session stored (a staff member's reload is not
 * shown as a visitor's page while the session is restored).
 */
export function useShownToVisitor(): boolean {
  return useAuthStore((state) => !state.isStaff && (state.status !== 'unknown' || storedSessionUser()?.isStaff !== true));
}
