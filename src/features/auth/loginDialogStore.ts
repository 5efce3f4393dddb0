import { create } from 'zustand';

type LoginView = 'sign_in' | 'update_password';

/** Which login control asked whether to log out while edits wait (the bar's hosts the question). */
type LogoutAsker = 'bar' | 'menu';

interface LoginDialogState {
  open: boolean;
  view: LoginView;
  show: (view: LoginView) => void;
  hide: () => void;
  setView: (view: LoginView) => void;
  logoutAskedBy: LogoutAsker | null;
  askLogout: (by: LogoutAsker) => void;
  closeLogoutQuestion: () => void;
}

/**
 * Whether the login dialog is open, and in which view, and whether a logout waits for its
 * question. Kept outside the login control because the mobile menu's control unmounts when the
 * menu closes, while its dialog must stay open.
 */
export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  view: 'sign_in',
  show: (view) => set({ open: true, view }),
  hide: () => set({ open: false }),
  setView: (view) => set({ view }),
  logoutAskedBy: null,
  askLogout: (by) => set({ logoutAskedBy: by }),
  closeLogoutQuestion: () => set({ logoutAskedBy: null }),
}));
