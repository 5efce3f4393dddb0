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
  const prompt = useRef<HTMLDivElement>(null);
  const { onFocus, giveFocusBack } = useFocusOrigin(prompt);
  if (!updateWaiting || dismissed) return null;
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
      titleId="update-title"
      title={updatePromptText.updateAvailable}
      text={<span id="update-text">{updatePromptText.updateText}</span>}
      placement={css({ top: '20', right: '4', left: { base: '4', md: 'auto' }, zIndex: 'toast' })}
      actions={
        <>
          <button type="button" className={cx(buttonBase, buttonShape, buttonSm, ghostSand)} onClick={later}>
            {updatePromptText.later}
          </button>
          <button type="button" className={cx(buttonBase, buttonShape, buttonSm, solidCognac)} onClick={applyUpdate}>
            {updatePromptText.reload}
          </button>
        </>
      }
    />
  );
}
