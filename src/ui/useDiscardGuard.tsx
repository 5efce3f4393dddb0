import { useEffect, useRef, useState, type ReactNode } from 'react';
import { discardInputText } from '../content/discardInput';
import { useCloseOnBack, useHoldBackForward } from '../lib/router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A staff form's close ('Abbrechen', ×, Escape, a click beside it, the browser's Back or Forward)
 * that would throw away what was typed or picked asks first; an untouched form closes at once.
 * Leaving the page (reload, closing the tab) with input gets the browser's own question.
 * `question` is the asking dialog, to be rendered beside the form's own. While `open`, Back closes
 * the form as its × does (asking first where it holds input); kept editing, it has its Back again.
 */
export function useDiscardGuard(dirty: boolean, close: () => void, open = true): { requestClose: () => void; question: ReactNode } {
  const [asking, setAsking] = useState(false);
  const [discarded, setDiscarded] = useState(false);
  // What opened the form, focused as it first renders: the focus returns there once it is given up.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  // Back or Forward held while asking: made once the input is given up.
  const heldMove = useRef<(() => void) | null>(null);
  const requestClose = () => (dirty ? setAsking(true) : close());
  useCloseOnBack(open && !asking, requestClose);
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
      // A Back while it asks is held for its answer (above), not taken as 'Weiter bearbeiten'.
      closesOnBack={false}
      // Given up, the form closes too: the focus goes to what opened the form, not into the form
      // (it went to the page's start).
      finalFocusEl={discarded ? () => opener : undefined}
      onConfirm={() => {
        setDiscarded(true);
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
