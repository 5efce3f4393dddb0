import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { galleryText } from '../../content/gallery';

interface StaffDialogProps {
  title: string;
  /** Closing is refused while `busy` (an upload or save runs). */
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  cancelLabel: string;
  busy?: boolean;
  children: ReactNode;
}

/** The frame of the staff forms: a modal dialog holding one form, cancel and submit. */
export function StaffDialog({ title, onClose, onSubmit, submitLabel, cancelLabel, busy = false, children }: StaffDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="sand.50" color="sand.900" mx="4" maxW="lg" asChild>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title fontFamily="heading" fontSize="2xl">
                  {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" colorPalette="sand" onClick={onClose} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="cognac" disabled={busy} aria-busy={busy || undefined}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={galleryText.closeDialog} disabled={busy} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
