import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '../lib/lazyPart';
import { hasStoredSession, useAuth } from '../data/auth';
import { useAfterFirstView } from '../lib/afterFirstView';

const Toaster = lazyPart(() => import('../ui/toaster').then((module) => ({ default: module.Toaster })));

/** Same name as `TOASTER_NEEDED_EVENT` in src/ui/toaster.tsx (not imported: that would load the toaster). */
const TOASTER_NEEDED_EVENT = 'wichtrey:toaster-needed';

/**
 * Mounts the toaster once the first toast is asked for, so it costs nothing on a page that shows
 * none; for staff, whose saves are confirmed by toasts, once the page shows its content, so that
 * the first save's toast does not depend on the toaster mounting in time (under load a first
 * 'Album erfolgreich erstellt' was once never shown, the upload's toast after it was).
 */
function LazyToaster() {
  const { isStaff } = useAuth();
  const contentShown = useAfterFirstView();
  const [asked, setNeeded] = useState(false);
  const needed = asked || (isStaff && contentShown);
  useEffect(() => {
    const onNeeded = () => setNeeded(true);
    window.addEventListener(TOASTER_NEEDED_EVENT, onNeeded);
    return () => window.removeEventListener(TOASTER_NEEDED_EVENT, onNeeded);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * A returning staff member's session is restored at start on every page (the sync engine needs
 * it); visitors, who hold no stored session, never download the auth code.
 */
function useStoredSession() {
  useEffect(() => {
    if (hasStoredSession()) void import('../data/authStart').then((module) => module.startAuth());
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  useStoredSession();
  // No Chakra here: each part of the interactive layer brings it in its own chunk (ChakraLayer).
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
