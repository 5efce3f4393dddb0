import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { chatText } from '../../content/strings';

interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The chat dialog shell; the conversation itself arrives with the chat issue. */
export default function ChatDialog({ open, onOpenChange }: ChatDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="bottom" motionPreset="slide-in-bottom">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {chatText.assistantName}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{chatText.comingSoon}</Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={chatText.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
