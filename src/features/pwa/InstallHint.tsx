import { useRef, useState } from 'react';
import { css, cx } from '../../styled-system/css';
import { buttonBase, buttonShape, buttonSm, ghostSand, solidCognac } from '../../ui/buttonStyles';
import { installHintText } from '../../content/installHint';
import { FloatingNotice } from './FloatingNotice';
import { usePwaStore } from './pwaStore';
import { isIosSafari } from './isIosSafari';
import { useBottomSpace } from './useBottomSpace';
import { useFocusOrigin } from './useFocusOrigin';

const DISMISSED_KEY = 'wichtrey-install-hint-dismissed';

function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Offers installation where the browser does (Chromium's prompt) and explains the manual steps
 * on iOS Safari, which has no prompt. Dismissed once, it stays away.
 */
export function InstallHint() {
  const installPrompt = usePwaStore((state) => state.installPrompt);
  const [dismissed, setDismissed] = useState(readDismissed);
  const ios = !installPrompt && isIosSafari();
  const hint = useRef<HTMLDivElement>(null);
  const shown = !dismissed && !isStandalone() && (installPrompt !== null || ios);
  useBottomSpace('hint', hint, shown);
  const { onFocus, giveFocusBack } = useFocusOrigin(hint);
  if (!shown) return null;

  const dismiss = () => {
    giveFocusBack();
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: the hint just shows again next time.
    }
  };
  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice;
    usePwaStore.setState({ installPrompt: null });
  };

  return (
    <FloatingNotice
      role="region"
      data-testid="install-hint"
      titleId="install-title"
      title={installHintText.installTitle}
      text={ios ? installHintText.iosInstallText : installHintText.installText}
      ref={hint}
      onFocus={onFocus}
      // Above the offline banner while it shows (its height, set by useBottomSpace.ts).
      // Beside the chat button; on a screen short for its text above it, the full width (beside it, it was 166 px wide).
      placement={css({ bottom: 'calc(var(--offline-banner-height, 0px) + 1rem)', left: '4', right: { base: '24', md: 'auto' }, zIndex: 'docked', _shortScreen: { right: '4', bottom: 'calc(var(--offline-banner-height, 0px) + 5rem)', maxH: 'calc(100dvh - var(--offline-banner-height, 0px) - 6rem)' } })}
      actions={
        <>
          <button type="button" className={cx(buttonBase, buttonShape, buttonSm, ghostSand)} onClick={dismiss}>
            {installHintText.dismiss}
          </button>
          {installPrompt && (
            <button type="button" className={cx(buttonBase, buttonShape, buttonSm, solidCognac)} onClick={() => void install()}>
              {installHintText.install}
            </button>
          )}
        </>
      }
    />
  );
}
