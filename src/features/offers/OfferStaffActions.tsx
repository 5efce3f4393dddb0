import type { ReactNode } from 'react';
import { Flex, IconButton } from '@chakra-ui/react';
import { offersText } from '../../content/offers';
import { ChakraLayer } from '../../ui/ChakraLayer';
import { RowSyncMark } from '../../ui/RowSyncMark';
import { useRowSyncState } from '../../data/sync';

interface OfferStaffActionsProps {
  /** The offer's name, which every button names. */
  name: string;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Moves wait while the list loads or another move runs (SPEC.md section 4). */
  moveDisabled: boolean;
  /** The dialog this card's edit or delete opens is still loading: that button says so. */
  pending?: 'edit' | 'delete' | null;
  /** The offer's id: its card is marked while its own edit is not on the server. */
  id: string;
}

/**
 * Move up, move down, edit and delete for one offer card (staff only). Chakra: loaded with its own
 * chunk when the user is staff, so visitors never download it.
 */
export default function OfferStaffActions({ name, onMoveUp, onMoveDown, onEdit, onDelete, moveDisabled, pending = null, id }: OfferStaffActionsProps) {
  const sync = useRowSyncState('offers', id);
  return (
    <ChakraLayer>
      <RowSyncMark state={sync} />
      <Flex role="group" aria-label={offersText.staffActions(name)} gap="2" pt="3" borderTopWidth="1px" borderColor="sand.200" wrap="wrap">
        <ActionButton label={offersText.moveUp(name)} tooltip={offersText.tooltips.moveUp} onClick={onMoveUp} disabled={moveDisabled}>
          <path d="M12 19V5M5 12l7-7 7 7" />
        </ActionButton>
        <ActionButton label={offersText.moveDown(name)} tooltip={offersText.tooltips.moveDown} onClick={onMoveDown} disabled={moveDisabled}>
          <path d="M12 5v14M19 12l-7 7-7-7" />
        </ActionButton>
        <ActionButton label={offersText.edit(name)} tooltip={offersText.tooltips.edit} onClick={onEdit} busy={pending === 'edit'}>
          <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3z" />
        </ActionButton>
        <ActionButton label={offersText.delete(name)} tooltip={offersText.tooltips.delete} onClick={onDelete} danger busy={pending === 'delete'}>
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </ActionButton>
      </Flex>
    </ChakraLayer>
  );
}

function ActionButton({ label, tooltip, onClick, disabled, danger, busy, children }: { label: string; tooltip: string; onClick: () => void; disabled?: boolean; danger?: boolean; busy?: boolean; children: ReactNode }) {
  return (
    <IconButton
      aria-label={label}
      title={tooltip}
      // Not disabled while a move runs or busy: that would drop the keyboard focus.
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled || undefined}
      aria-busy={busy || undefined}
      opacity={busy ? 0.6 : undefined}
      cursor={busy ? 'progress' : undefined}
      size="sm"
      variant="outline"
      colorPalette={danger ? 'red' : 'sand'}
      color={danger ? 'red.700' : 'sand.800'}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </IconButton>
  );
}
