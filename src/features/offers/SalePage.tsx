import { lazy, Suspense, useState } from 'react';
import { Button, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useAuth } from '../../data/auth';
import { useOffers } from '../../data/offers';
import type { Offer } from '../../data/rows';
import { loadFailedText } from '../../content/loadStates';
import { offerFormText, offersText } from '../../content/offers';
import { LoadProblem } from '../../ui/LoadProblem';
import { PageShell } from '../../ui/PageShell';
import { OfferCard } from './OfferCard';
import { OfferCardSkeleton } from './OfferCardSkeleton';
import { OfferStaffActions } from './OfferStaffActions';
import { useDeleteOffer } from './useDeleteOffer';
import { useMoveOffer } from './useMoveOffer';

// Staff-only dialogs: their code loads when a staff member opens one.
const OfferFormDialog = lazy(() => import('./OfferFormDialog'));
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

const SKELETON_COUNT = 3;

type Editing = { mode: 'create' } | { mode: 'edit'; offer: Offer };

/** /sale: the current offers; staff also create, edit, delete and reorder them (SPEC.md section 2). */
export function Component() {
  const { offers, load } = useOffers();
  const { isStaff } = useAuth();
  const { move, moving } = useMoveOffer(offers !== undefined);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const deleteOffer = useDeleteOffer();

  return (
    <PageShell title={offersText.title}>
      {isStaff && (
        <Button colorPalette="cognac" mb="8" onClick={() => setEditing({ mode: 'create' })}>
          {offersText.create}
        </Button>
      )}
      {offers === undefined && load.status === 'failed' ? (
        <LoadProblem load={load} title={loadFailedText.offers} />
      ) : offers === undefined ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-busy="true">
          <chakra.span srOnly>{offersText.loading}</chakra.span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <OfferCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : offers.length === 0 ? (
        <Text role="status" fontSize="lg" color="sand.700" data-testid="offers-empty">
          {offersText.empty}
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="offer-grid">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                priority={index < 3}
                actions={
                  isStaff ? (
                    <OfferStaffActions
                      moveDisabled={moving}
                      onMoveUp={() => void move(offer.id, 'up')}
                      onMoveDown={() => void move(offer.id, 'down')}
                      onEdit={() => setEditing({ mode: 'edit', offer })}
                      onDelete={() => setDeleting(offer)}
                    />
                  ) : undefined
                }
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {isStaff && editing && (
        <Suspense fallback={null}>
          <OfferFormDialog key={editing.mode === 'edit' ? editing.offer.id : 'new'} offer={editing.mode === 'edit' ? editing.offer : null} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {isStaff && deleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={offerFormText.deleteTitle}
            text={offerFormText.deleteText(deleting.name)}
            confirmLabel={offerFormText.deleteConfirm}
            cancelLabel={offerFormText.cancel}
            onConfirm={() => deleteOffer(deleting.id)}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </PageShell>
  );
}
