import { useShallow } from 'zustand/react/shallow';
import { useAuthStore, type AuthState } from './authStore';

export type { AuthState } from './authStore';

/** Who is signed in, as far as this tab knows ('unknown' until startAuth() has run). */
export function useAuth(): AuthState {
  return useAuthStore(useShallow((state) => ({ status: state.status, email: state.email, isStaff: state.isStaff, recovery: state.recovery })));
}
