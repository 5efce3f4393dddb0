import { useRef, useState } from 'react';
import { css, cx } from '../../styled-system/css';
import { buttonBase, buttonShape, buttonSm, ghostSand, solidCognac } from '../../ui/buttonStyles';
import { updatePromptText } from '../../content/updatePrompt';
import { FloatingNotice } from './FloatingNotice';
import { usePwaStore } from './pwaStore';
import { useFocusOrigin } from './useFocusOrigin';

/** A waiting new version is announced, never swapped in under the user: they choose when. */
export function UpdatePrompt() {
  const { updateWaiting, applyUpdate } = usePwaStore();
  const [dismissed, setDismissed] = useState(false);
  // Chosen: the new version takes over (at once, or once the old one has answered its last request)
  // and the page reloads by itself; 'Später' could no longer stop it.
  const [reloading, setReloading] = useState(false);
  const prompt = useRef<HTMLDivElement>(null);
  const { onFocus, giveFocusBack } = useFocusOrigin(prompt);
  if (!updateWaiting || dismissed) return null;
  const reload = () => {
    if (reloading) return;
    setReloading(true);
    applyUpdate();
  };
  const later = () => {
    giveFocusBack();
    setDismissed(true);
  };
  return (
    <FloatingNotice
      ref={prompt}
      onFocus={onFocus}
      role="alertdialog"
      aria-describedby="update-text"
      aria-busy={reloading}
      titleId="update-title"
      title={updatePromptText.updateAvailable}
      text={<span id="update-text">{updatePromptText.updateText}</span>}
      placement={css({ top: '20', right: '4', left: { base: '4', md: 'auto' }, zIndex: 'toast', _shortScreen: { maxH: 'calc(100dvh - 6rem)' } })}
      actions={
        <>
          {!reloading && (
            <button type="button" className={cx(buttonBase, buttonShape, buttonSm, ghostSand)} onClick={later}>
              {updatePromptText.later}
            </button>
          )}
          <button type="button" className={cx(buttonBase, buttonShape, buttonSm, solidCognac)} aria-disabled={reloading} onClick={reload}>
            {reloading ? updatePromptText.reloading : updatePromptText.reload}
          </button>
        </>
      }
    />
  );
}
