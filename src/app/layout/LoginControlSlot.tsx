import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../data/auth';
import { authText } from '../../content/auth';
import { css } from '../../styled-system/css';
import { loginButtonClass } from '../../ui/buttonStyles';
import { isAuthRedirect } from '../../lib/authRedirect';
import { useHydrated } from '../../lib/useHydrated';

// Only /sale and /galerie pages show the control: its code stays out of the other pages' first load.
const LoginControl = lazy(() => import('../../features/auth/LoginControl').then((module) => ({ default: module.LoginControl })));
// Staff only: its code (and the sync engine's state) loads once a staff session exists.
const SyncStatus = lazy(() => import('../../features/sync/SyncStatus'));

interface LoginControlSlotProps {
  size: 'sm' | 'lg';
  /** Given in the mobile menu (it closes the menu); absent in the navigation bar. */
  onNavigate?: () => void;
}

/** Where the login control sits on /sale and /galerie pages, with the staff sync status beside it. */
export function LoginControlSlot({ size, onNavigate }: LoginControlSlotProps) {
  const { isStaff } = useAuth();
  // The lazy control must not suspend during hydration (React would throw away the server HTML with error #419).
  const hydrated = useHydrated();
  // A visitor without a session never loads supabase-js (AppProviders starts auth for a stored
  // session; the control starts it when the dialog opens). An auth redirect, such as a
  // password-recovery link, starts it with the page, so its event finds a listener.
  useEffect(() => {
    if (isAuthRedirect(window.location.hash)) void import('../../data/authStart').then((module) => module.startAuth());
  }, []);
  const placement = onNavigate ? 'menu' : 'bar';
  const placeholder = <LoginControlPlaceholder size={size} inMenu={placement === 'menu'} />;
  return (
    <div
      data-testid="login-control-slot"
      className={placement === 'menu' ? css({ display: 'flex', alignItems: 'center', gap: '3', flexDirection: 'column' }) : css({ display: 'flex', alignItems: 'center', gap: '3', flexDirection: 'row' })}
    >
      {isStaff && (
        <Suspense fallback={null}>
          <SyncStatus placement={placement} onNavigate={onNavigate} />
        </Suspense>
      )}
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <LoginControl placement={placement} size={size} onNavigate={onNavigate} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Staff only, on phones: the sync status beside the menu button (the slot itself is in the menu there). */
export function CompactSyncStatus() {
  const { isStaff } = useAuth();
  if (!isStaff) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus placement="compact" />
    </Suspense>
  );
}

/** Holds the control's place (same size and label) while its code loads, so nothing shifts. */
function LoginControlPlaceholder({ size, inMenu }: { size: 'sm' | 'lg'; inMenu: boolean }) {
  return (
    <button type="button" className={loginButtonClass(size, inMenu)} aria-disabled="true" tabIndex={-1}>
      {authText.login}
    </button>
  );
}
