import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { css } from '../../styled-system/css';
import { shareText as text } from '../../content/share';
import { hasStoredSession, useAuth } from '../../data/auth';
import { createSharedImageStore } from '../../lib/sharedImages';
import { PageShell } from '../../ui/PageShell';

const SharedImagesStaff = lazyPart(() => import('./SharedImagesStaff'));

const muted = css({ color: 'sand.700', fontSize: 'lg', maxW: '3xl' });

/**
 * /geteilt, 'Geteilte Bilder': where the share target leads (the service worker kept the photos
 * on the device, sw/shareTarget.ts). Staff put them into an album or an offer (the staff part,
 * a lazy chunk); anybody else is told that sharing is for staff, and the photos are dropped.
 */
export function Component() {
  const auth = useAuth();
  const stored = hasStoredSession();
  const who = !stored || auth.status === 'signedOut' || (auth.status === 'signedIn' && !auth.isStaff) ? 'visitor' : auth.status === 'signedIn' ? 'staff' : 'unknown';
  return (
    <PageShell title={text.pageTitle}>
      {who === 'visitor' ? (
        <StaffOnly />
      ) : who === 'unknown' ? (
        <p className={muted}>{text.checking}</p>
      ) : (
        <Suspense fallback={<p className={muted}>{text.loading}</p>}>
          <SharedImagesStaff />
        </Suspense>
      )}
    </PageShell>
  );
}

function StaffOnly() {
  useEffect(() => {
    void createSharedImageStore()
      .clear()
      .catch(() => undefined);
  }, []);
  return (
    <div role="status" data-testid="share-staff-only" className={css({ maxW: '3xl', p: '5', rounded: 'lg', borderWidth: '1px', borderColor: 'sand.300', bg: 'sand.100' })}>
      <p className={css({ fontWeight: 'semibold', fontSize: 'lg', mb: '2' })}>{text.staffOnly.title}</p>
      <p className={css({ color: 'sand.800' })}>{text.staffOnly.description}</p>
    </div>
  );
}
