import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { useAuth } from '../../data/auth';
import { loginControlText } from '../../content/loginControl';
import { css } from '../../styled-system/css';
import { loginButtonClass } from '../../ui/buttonStyles';
import { isAuthRedirect } from '../../lib/authRedirect';
import { useHydrated } from '../../lib/useHydrated';
import { useAfterFirstView } from '../../lib/afterFirstView';

// Only /sale and /galerie pages show the control: its code stays out of the other pages' first load.
const LoginControl = lazyPart(() => import('../../features/auth/LoginControl').then((module) => ({ default: module.LoginControl })));
// Staff only: its code (and the sync engine's state) loads once a staff session exists.
const SyncStatus = lazyPart(() => import('../staffCode').then(({ loadSyncStatus }) => loadSyncStatus()));

interface LoginControlSlotProps {
  size: 'sm' | 'lg';
  /** Given in the mobile menu (it closes the menu); absent in the navigation bar. */
  onNavigate?: () => void;
}

/** Where the login control sits on /sale and /galerie pages, with the staff sync status beside it. */
export function LoginControlSlot({ size, onNavigate }: LoginControlSlotProps) {
  const { isStaff, status } = useAuth();
  // The lazy control must not suspend during hydration (React would throw away the server HTML with
  // error #419). Its code (Chakra, for staff) loads once the page shows its content: evaluated
  // earlier, it held a staff tablet's first offer cards back by about half a second at 6x CPU.
  const hydrated = useHydrated();
  const contentShown = useAfterFirstView();
  const ready = hydrated && contentShown;
  // A visitor without a session never loads supabase-js (AppProviders starts auth for a stored
  // session; the control starts it when the dialog opens). An auth redirect, such as a
  // password-recovery link, starts it with the page, so its event finds a listener.
  useEffect(() => {
    if (isAuthRedirect(window.location.hash)) void import('../../data/authStart').then((module) => module.startAuth());
  }, []);
  const placement = onNavigate ? 'menu' : 'bar';
  const placeholder = <LoginControlPlaceholder size={size} inMenu={placement === 'menu'} signedIn={status === 'signedIn'} />;
  return (
    <div
      data-testid="login-control-slot"
      className={placement === 'menu' ? css({ display: 'flex', alignItems: 'center', gap: '3', flexDirection: 'column' }) : css({ display: 'flex', alignItems: 'center', gap: '3', flexDirection: 'row' })}
    >
      {isStaff && ready && (
        <Suspense fallback={null}>
          <SyncStatus placement={placement} onNavigate={onNavigate} />
        </Suspense>
      )}
      {ready ? (
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
  const contentShown = useAfterFirstView();
  if (!isStaff || !contentShown) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus placement="compact" />
    </Suspense>
  );
}

/**
 * Holds the control's place (same size and label) while its code loads, so nothing shifts. A
 * signed-in user's says 'Logout', hidden from assistive technology until it works.
 */
function LoginControlPlaceholder({ size, inMenu, signedIn }: { size: 'sm' | 'lg'; inMenu: boolean; signedIn: boolean }) {
  return (
    <button type="button" className={loginButtonClass(size, inMenu)} aria-disabled="true" aria-hidden={signedIn || undefined} tabIndex={-1}>
      {signedIn ? loginControlText.logout : loginControlText.login}
    </button>
  );
}
