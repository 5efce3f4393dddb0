import type { SaveStatus, SaveToastText } from './saveFeedback';

export type { SaveStatus, SaveToastText };

/**
 * Shows a save's toast and keeps its description true (see saveFeedback.ts). The toaster loads on
 * first use, so visitors' pages never download it.
 */
export function announceSave(text: SaveToastText, watch: (onStatus: (status: SaveStatus) => void) => () => void): void {
  void import('./saveFeedback').then((module) => module.announceSave(text, watch));
}
