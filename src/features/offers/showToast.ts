import type { NotifyOptions } from '../../ui/toaster';

/** Shows a toast; the toaster's code loads on first use, so visitors of /sale never download it. */
export function showToast(options: NotifyOptions): void {
  void import('../../ui/toaster').then(({ notify }) => notify(options));
}
