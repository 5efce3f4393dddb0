import { business } from './business';

/**
 * The login control's label, on /sale and /galerie pages from the first paint; the dialog's texts
 * (auth.ts) load with the dialog.
 */
export const loginControlText = {
  login: `${business.brand} Login`,
  logout: 'Logout',
} as const;
