import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { galleryText } from '../../content/gallery';
import { ChakraLayer } from '../../ui/ChakraLayer';
import { useDiscardGuard } from '../../ui/useDiscardGuard';
import { shortScreenDialog } from '../../ui/shortScreenDialog';

interface StaffDialogProps {
  title: string;
  /** Closing is refused while `busy` (an upload or save runs). */
  onClose: () => void;
  /** Gets the form, so a refused field can take the focus. */
  onSubmit: (form: HTMLFormElement) => void;
  submitLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Holds input not yet saved: closing asks first. */
  dirty?: boolean;
  children: ReactNode;
}

/**
 * The frame of the gallery's staff forms: a modal dialog holding one form, cancel and submit.
 * The browser's own validation is off: the input models check the fields and say what is wrong
 * in German at the field.
 */
export function StaffDialog({ title, onClose, onSubmit, submitLabel, cancelLabel, busy = false, dirty = false, children }: StaffDialogProps) {
  const guard = useDiscardGuard(dirty, onClose);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit(event.currentTarget);
  }
  return (
    <ChakraLayer>
      <Dialog.Root
        open
        onOpenChange={(details) => {
          if (!details.open && !busy) guard.requestClose();
        }}
        placement="center"
        scrollBehavior="inside"
        closeOnInteractOutside={!busy}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="sand.50" color="sand.900" mx="4" maxW="lg" css={shortScreenDialog.content} asChild>
              <form noValidate onSubmit={submit}>
                <Dialog.Header>
                  <Dialog.Title fontFamily="heading" fontSize="2xl">
                    {title}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body css={shortScreenDialog.body}>{children}</Dialog.Body>
                <Dialog.Footer gap="3" flexWrap="wrap">
                  <Button type="button" variant="outline" colorPalette="sand" onClick={guard.requestClose} disabled={busy}>
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
      {guard.question}
    </ChakraLayer>
  );
}
