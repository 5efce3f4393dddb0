import { useEffect } from 'react';
import { useAuth } from '../data/auth';
import { afterFirstView } from '../lib/afterFirstView';

/**
 * The staff-only code is not precached, so visitors never download it; it is loaded as soon as
 * staff are signed in, which also puts it in the service worker's cache of build files, ready
 * for editing offline. Once the page shows its data: evaluating these chunks first held a
 * tablet's first cards back by a second and more.
 */
export function useStaffCode(): void {
  const { isStaff } = useAuth();
  useEffect(() => {
    if (isStaff) return afterFirstView(() => void import('./staffCode').then(({ loadStaffCode }) => loadStaffCode()).catch(() => undefined));
  }, [isStaff]);
}
