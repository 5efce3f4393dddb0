import type { NotifyOptions } from '../../ui/toaster';

/**
 * Shows a toast, loading the toaster on first use: visitors of the gallery rarely see one, so its
 * code stays out of the page's chunk.
 */
export function showToast(options: NotifyOptions): void {
  void import('../../ui/toaster').then(({ notify }) => notify(options));
}
