import { create } from 'zustand';

export interface AuthState {
  status: 'unknown' | 'signedOut' | 'signedIn';
  email: string | null;
  isStaff: boolean;
  /** The user came from a password-recovery link and should set a new password. */
  recovery: boolean;
}

export const useAuthStore = create<AuthState>(() => ({ status: 'unknown', email: null, isStaff: false, recovery: false }));

/**
 * Signs this tab out where supabase-js will not say so (a sign-out the server never answered). Kept
 * here, not in signOut.ts: that module importing the store pulled it and supabase-js's loader into
 * the first load of every page (2 KB over its JavaScript limit).
 */
export function signedOutHere(): void {
  useAuthStore.setState({ status: 'signedOut', email: null, isStaff: false, recovery: false });
}
