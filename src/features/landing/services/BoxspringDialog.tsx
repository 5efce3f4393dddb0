import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { landingText } from '../../../content/landing';
import { TextWithPhoneLinks } from '../../../ui/TextWithPhoneLinks';

const text = landingText.boxspring;

interface BoxspringDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Details on the boxspring studio; loaded only when a visitor asks for them. */
export default function BoxspringDialog({ open, onOpenChange }: BoxspringDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="sand.50" color="sand.900" mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="3xl">
                {text.dialogTitle}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {text.dialogParagraphs.map((paragraph) => (
                <Text key={paragraph} mb="3">
                  <TextWithPhoneLinks text={paragraph} />
                </Text>
              ))}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="cognac">{text.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={text.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
