import { create } from 'zustand';

export interface AuthState {
  status: 'unknown' | 'signedOut' | 'signedIn';
  email: string | null;
  isStaff: boolean;
  /** The user came from a password-recovery link and should set a new password. */
  recovery: boolean;
}

export const useAuthStore = create<AuthState>(() => ({ status: 'unknown', email: null, isStaff: false, recovery: false }));
