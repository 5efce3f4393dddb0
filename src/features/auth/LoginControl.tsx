import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { keepTypedText, takeTypedText } from '../../lib/typeAhead';
import { useNavigate } from '../../lib/router';
import { startAuth } from '../../data/authStart';
import { useAuth } from '../../data/auth';
import { queuedEditCount, useQueuedEditCount } from '../../data/sync';
import { authText } from '../../content/auth';
import { loginControlText } from '../../content/loginControl';
import { paths } from '../../lib/paths';
import { buttonSpinner, loginButtonClass } from '../../ui/buttonStyles';
import { useLoginDialog } from './loginDialogStore';
import { SignInAgainNotice } from './SignInAgainNotice';
import { logOut } from './logOut';

// The dialog (Chakra, the interactive layer) is downloaded only when somebody opens it (or a
// recovery link arrives); until it is here, the control that asked for it shows that it is busy.
const loadLoginDialog = () => import('./LoginDialog');
const LoginDialog = lazyPart(loadLoginDialog);
let loginDialogLoaded = false;
// Staff have it already: it loads with the staff code at sign-in.
const ConfirmDialog = lazyPart(() => import('../../ui/ConfirmDialog').then(({ ConfirmDialog: Dialog }) => ({ default: Dialog })));

interface LoginControlProps {
  /**
   * 'bar': the control in the navigation bar, which also hosts the dialog (it stays mounted
   * while the mobile menu comes and goes). 'menu': the control in the mobile menu.
   */
  placement: 'bar' | 'menu';
  size: 'sm' | 'lg';
  /** Closes the mobile menu. */
  onNavigate?: () => void;
}

/** 'Wichtrey Login' when signed out, 'Logout' when signed in (SPEC.md section 2). */
export function LoginControl({ placement, size, onNavigate }: LoginControlProps) {
  const { status, recovery } = useAuth();
  const dialogOpen = useLoginDialog((state) => state.open);
  const show = useLoginDialog((state) => state.show);
  const hide = useLoginDialog((state) => state.hide);
  const logoutAskedBy = useLoginDialog((state) => state.logoutAskedBy);
  const askLogout = useLoginDialog((state) => state.askLogout);
  const closeLogoutQuestion = useLoginDialog((state) => state.closeLogoutQuestion);
  const queued = useQueuedEditCount();
  const navigate = useNavigate();
  const [dialogRequested, setDialogRequested] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set before the outbox is counted, for the whole sign-out: `busy` (what the button shows) comes
  // with the next render, and a double tap in that read signed out twice.
  const loggingOut = useRef(false);
  const [dialogReady, setDialogReady] = useState(loginDialogLoaded);
  const [dialogFailed, setDialogFailed] = useState(false);

  // A password-recovery link signs the user in for one purpose: choosing a new password.
  useEffect(() => {
    if (recovery && placement === 'bar') show('update_password');
  }, [recovery, placement, show]);

  // Once loaded, the dialog stays mounted so that it can animate out and keep its state.
  if (placement === 'bar' && (dialogOpen || recovery) && !dialogRequested) setDialogRequested(true);
  const hostsDialog = placement === 'bar' && dialogRequested;
  // Asked for again (from the bar or the menu) after its code failed: it tries again.
  if (dialogFailed && dialogOpen) setDialogFailed(false);
  useEffect(() => {
    if (!hostsDialog || dialogReady || dialogFailed) return;
    void loadLoginDialog().then(
      () => {
        loginDialogLoaded = true;
        setDialogReady(true);
      },
      // Its code did not arrive: the button is no longer busy (the page's watch says why).
      () => {
        takeTypedText();
        setDialogFailed(true);
        hide();
      },
    );
  }, [hostsDialog, dialogReady, dialogFailed, hide]);
  const dialogPending = hostsDialog && dialogOpen && !dialogReady && !dialogFailed;

  /** After the question: logout in the mobile menu also leads to the start page (SPEC.md section 2). */
  async function logOutAsked(asker: 'bar' | 'menu') {
    await logOut();
    if (asker === 'menu') navigate(paths.home());
  }

  async function onClick() {
    if (loggingOut.current) return;
    if (status === 'signedIn') {
      loggingOut.current = true;
      try {
        await logOutOrAsk();
      } finally {
        loggingOut.current = false;
      }
      return;
    }
    // Auth (and supabase-js) load when somebody wants to sign in, before the form is sent.
    startAuth();
    // An address typed at once goes into the dialog's first field once it is there.
    keepTypedText();
    onNavigate?.();
    show('sign_in');
  }

  async function logOutOrAsk() {
    // Edits not on the server yet go out only while someone is signed in here: ask first (in a
    // dialog the bar's control hosts, so the menu closes). Counted now: the menu's control, just
    // opened, may not have its count yet, and a Logout tapped at once signed out without asking.
    if ((await queuedEditCount()) > 0) {
      if (placement === 'menu') onNavigate?.();
      askLogout(placement);
      return;
    }
    setBusy(true);
    await logOut();
    setBusy(false);
    if (placement === 'menu') {
      onNavigate?.();
      navigate(paths.home());
    }
  }

  return (
    <>
      <button
        type="button"
        className={loginButtonClass(size, placement === 'menu')}
        aria-haspopup={status === 'signedIn' ? undefined : 'dialog'}
        aria-busy={dialogPending || undefined}
        data-loading={busy ? '' : undefined}
        // Not `disabled`: that dropped the keyboard focus to the page's start while logging out.
        aria-disabled={busy || undefined}
        onClick={() => void onClick()}
      >
        {(busy || dialogPending) && <span className={buttonSpinner} aria-hidden="true" />}
        {busy || status === 'signedIn' ? loginControlText.logout : loginControlText.login}
      </button>
      {hostsDialog && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      {placement === 'bar' && logoutAskedBy && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            {...logoutQuestion(queued)}
            cancelLabel={authText.stayLoggedIn}
            onConfirm={() => logOutAsked(logoutAskedBy)}
            onClose={closeLogoutQuestion}
          />
        </Suspense>
      )}
      {placement === 'bar' && <SignInAgainNotice />}
    </>
  );
}

/** The logout question; the last edit may reach the server while it is open, and it then says so ('0 Änderungen' was untrue). */
function logoutQuestion(queued: number) {
  return queued > 0
    ? { title: authText.logoutWaitingTitle, text: authText.logoutWaitingText(queued), confirmLabel: authText.logoutAnyway }
    : { title: authText.logoutSyncedTitle, text: authText.logoutSyncedText, confirmLabel: authText.logoutConfirm };
}
