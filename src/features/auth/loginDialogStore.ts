import { create } from 'zustand';

type LoginView = 'sign_in' | 'update_password';

interface LoginDialogState {
  open: boolean;
  view: LoginView;
  show: (view: LoginView) => void;
  hide: () => void;
  setView: (view: LoginView) => void;
}

/**
 * Whether the login dialog is open, and in which view. Kept outside the login control because
 * the mobile menu's control unmounts when the menu closes, while its dialog must stay open.
 */
export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  view: 'sign_in',
  show: (view) => set({ open: true, view }),
  hide: () => set({ open: false }),
  setView: (view) => set({ view }),
}));
