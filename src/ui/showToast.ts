import type { NotifyOptions } from './toaster';

/**
 * Shows a toast. The toaster's code loads on first use, so a page that shows none (what visitors
 * of /sale and /galerie usually see) never downloads it. Every toast of the app goes through here.
 */
export function showToast(options: NotifyOptions): void {
  void import('./toaster').then(({ notify }) => notify(options));
}
