import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { ChakraLayer } from './ChakraLayer';
import { focusNeighbourOnRemoval } from './focusAfterRemoval';
import { useCloseOnBack } from '../lib/router';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** May return a promise: the confirm button shows a spinner until it settles. */
  onConfirm: () => void | Promise<void>;
  /** Called on cancel, Escape, a click outside, and after a confirmation. */
  onClose: () => void;
  /**
   * The confirmation removes the list item whose button asked (a deletion): the focus then goes to
   * a neighbouring item, not to the page's start.
   */
  removesItem?: boolean;
  /** Back cancels it (default); not where it asks about a Back (the discard question). */
  closesOnBack?: boolean;
  /** Where the focus goes once it has closed; by default where it was when it opened. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A yes/no question before something that cannot be undone (deleting an offer, an album, an
 * image). In the interactive layer: whoever loads this chunk gets Chakra with it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ChakraLayer>
      <ConfirmQuestion {...props} />
    </ChakraLayer>
  );
}

function ConfirmQuestion({ open, title, text, confirmLabel, cancelLabel, onConfirm, onClose, removesItem = false, closesOnBack = true, finalFocusEl }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useCloseOnBack(open && closesOnBack, () => {
    if (!busy) onClose();
  });
  // The button that asked, before the dialog takes the focus.
  const trigger = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) trigger.current = document.activeElement;
  }, [open]);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      if (removesItem) focusNeighbourOnRemoval(trigger.current, { closing: contentRef.current });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content ref={contentRef} maxW="md" data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            {/* Two long labels ('Angemeldet bleiben', 'Trotzdem abmelden') do not fit side by side on a phone. */}
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" colorPalette="sand" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={busy} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
