import { Suspense, useLayoutEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { css, cx } from '../../styled-system/css';
import { useAuth } from '../../data/auth';
import { useOffers } from '../../data/offers';
import { useUnpublishedRows } from '../../data/sync';
import type { Offer } from '../../data/rows';
import { loadFailedText } from '../../content/loadStates';
import { offerFormText, offersText } from '../../content/offers';
import { buttonBase, buttonMd, buttonShape, solidCognac } from '../../ui/buttonStyles';
import { fillsWindow } from '../../ui/fillsWindow';
import { LoadProblem } from '../../ui/LoadProblem';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { PageShell } from '../../ui/PageShell';
import { codeOnDemand, useCodeOnDemand } from '../../lib/codeOnDemand';
import { EARLY_REGIONS } from '../../lib/earlyPaint';
import { offerCardClasses } from './offerCardClasses.buildtime';
import { OfferGrid } from './OfferGrid';
import { OfferCardSkeleton } from './OfferCardSkeleton';
import { useDeleteOffer } from './useDeleteOffer';
import { useMoveOffer } from './useMoveOffer';

// Staff-only parts (Chakra): their code loads only for a staff member.
const staffActionsCode = codeOnDemand(() => import('./OfferStaffActions'));
// A staff member's dialogs are loaded ahead by app/useStaffCode.ts once the cards are shown.
const OfferFormDialog = lazyPart(() => import('./OfferFormDialog'));
const ConfirmDialog = lazyPart(() => import('../../ui/ConfirmDialog').then(({ ConfirmDialog: Dialog }) => ({ default: Dialog })));

const SKELETON_COUNT = 3;

type Editing = { mode: 'create' } | { mode: 'edit'; offer: Offer };


/** Rendered while a dialog's code loads: tells the control that opened it to show it is busy. */
function Pending({ onPending }: { onPending: (pending: boolean) => void }) {
  useLayoutEffect(() => {
    onPending(true);
    return () => onPending(false);
  }, [onPending]);
  return null;
}

/** /sale: the current offers; staff also create, edit, delete and reorder them (SPEC.md section 2). */
export function Component() {
  const { offers, load } = useOffers();
  const { isStaff } = useAuth();
  const unpublished = useUnpublishedRows('offers');
  const { move, moving } = useMoveOffer(offers !== undefined);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const [dialogPending, setDialogPending] = useState(false);
  const deleteOffer = useDeleteOffer();
  // The cards do not wait for their staff buttons (lib/codeOnDemand.ts), whose code loads once they are shown.
  const OfferStaffActions = useCodeOnDemand(staffActionsCode, isStaff && offers !== undefined)?.default;

  const pendingFor = (offer: Offer) => (!dialogPending ? null : editing?.mode === 'edit' && editing.offer.id === offer.id ? 'edit' : deleting?.id === offer.id ? 'delete' : null);
  const createPending = dialogPending && editing?.mode === 'create';

  return (
    <PageShell title={offersText.title}>
      {isStaff && (
        <button
          type="button"
          aria-busy={createPending || undefined}
          className={cx(buttonBase, buttonShape, buttonMd, solidCognac, css({ mb: '8' }), createPending && css({ opacity: '0.7', cursor: 'progress' }))}
          onClick={() => setEditing({ mode: 'create' })}
        >
          {offersText.create}
        </button>
      )}
      {/* Its own boundary: should the early script's cards ever differ from React's, hydration
          replaces only this region, not the page. */}
      <Suspense fallback={null}>
        {offers === undefined && load.status === 'failed' ? (
          <LoadProblem load={load} title={loadFailedText.offers} />
        ) : offers === undefined ? (
          <div className={cx(offerCardClasses.grid, fillsWindow)} aria-busy="true" data-early-region={EARLY_REGIONS.offers}>
            <span className={css({ srOnly: true })}>{offersText.loading}</span>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <OfferCardSkeleton key={index} />
            ))}
          </div>
        ) : offers.length === 0 ? (
          <p role="status" className={css({ fontSize: 'lg', color: 'sand.700' })} data-testid="offers-empty">
            {offersText.empty}
          </p>
        ) : (
          <>
            <StaleDataNotice load={load} />
            <OfferGrid
              offers={offers}
              unpublished={unpublished}
              actions={
                isStaff && OfferStaffActions
                  ? (offer) => (
                      <OfferStaffActions
                        name={offer.name}
                        moveDisabled={moving}
                        pending={pendingFor(offer)}
                        id={offer.id}
                        onMoveUp={() => void move(offer.id, 'up')}
                        onMoveDown={() => void move(offer.id, 'down')}
                        onEdit={() => setEditing({ mode: 'edit', offer })}
                        onDelete={() => setDeleting(offer)}
                      />
                    )
                  : undefined
              }
            />
          </>
        )}
      </Suspense>
      {isStaff && editing && (
        <Suspense fallback={<Pending onPending={setDialogPending} />}>
          <OfferFormDialog key={editing.mode === 'edit' ? editing.offer.id : 'new'} offer={editing.mode === 'edit' ? editing.offer : null} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {isStaff && deleting && (
        <Suspense fallback={<Pending onPending={setDialogPending} />}>
          <ConfirmDialog
            open
            title={offerFormText.deleteTitle}
            text={offerFormText.deleteText(deleting.name)}
            confirmLabel={offerFormText.deleteConfirm}
            cancelLabel={offerFormText.cancel}
            onConfirm={() => deleteOffer(deleting.id)}
            onClose={() => setDeleting(null)}
            removesItem
          />
        </Suspense>
      )}
    </PageShell>
  );
}
