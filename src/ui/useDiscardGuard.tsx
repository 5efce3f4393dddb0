import { useEffect, useRef, useState, type ReactNode } from 'react';
import { discardInputText } from '../content/discardInput';
import { useHoldBackForward } from '../lib/router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A staff form's close ('Abbrechen', ×, Escape, a click beside it, the browser's Back or Forward)
 * that would throw away what was typed or picked asks first; an untouched form closes at once.
 * Leaving the page (reload, closing the tab) with input gets the browser's own question.
 * `question` is the asking dialog, to be rendered beside the form's own.
 */
export function useDiscardGuard(dirty: boolean, close: () => void): { requestClose: () => void; question: ReactNode } {
  const [asking, setAsking] = useState(false);
  // Back or Forward held while asking: made once the input is given up.
  const heldMove = useRef<(() => void) | null>(null);
  const requestClose = () => (dirty ? setAsking(true) : close());
  useHoldBackForward(dirty, (proceed) => {
    heldMove.current = proceed;
    setAsking(true);
  });
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const question = (
    <ConfirmDialog
      open={asking}
      title={discardInputText.title}
      text={discardInputText.text}
      confirmLabel={discardInputText.confirm}
      cancelLabel={discardInputText.cancel}
      onConfirm={() => {
        close();
        heldMove.current?.();
        heldMove.current = null;
      }}
      onClose={() => {
        heldMove.current = null;
        setAsking(false);
      }}
    />
  );
  return { requestClose, question };
}
