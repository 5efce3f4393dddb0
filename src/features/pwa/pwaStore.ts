import { create } from 'zustand';

interface PwaState {
  /** A new version is installed and waits; `applyUpdate` activates it and reloads. */
  updateWaiting: boolean;
  applyUpdate: () => void;
  /** The browser's deferred install prompt (Chromium), when it offers installation. */
  installPrompt: BeforeInstallPromptEvent | null;
}

/** Chromium's install prompt event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const usePwaStore = create<PwaState>(() => ({
  updateWaiting: false,
  applyUpdate: () => {},
  installPrompt: null,
}));
