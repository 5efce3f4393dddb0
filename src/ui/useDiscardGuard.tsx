import { useState, type ReactNode } from 'react';
import { discardInputText } from '../content/discardInput';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A staff form's close ('Abbrechen', ×, Escape, a click beside it) that would throw away what was
 * typed or picked asks first; an untouched form closes at once. `question` is the asking dialog,
 * to be rendered beside the form's own.
 */
export function useDiscardGuard(dirty: boolean, close: () => void): { requestClose: () => void; question: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : close());
  const question = (
    <ConfirmDialog
      open={asking}
      title={discardInputText.title}
      text={discardInputText.text}
      confirmLabel={discardInputText.confirm}
      cancelLabel={discardInputText.cancel}
      onConfirm={close}
      onClose={() => setAsking(false)}
    />
  );
  return { requestClose, question };
}
