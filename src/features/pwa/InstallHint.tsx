import { useState } from 'react';
import { css, cx } from '../../styled-system/css';
import { buttonBase, buttonShape, buttonSm, ghostSand, solidCognac } from '../../ui/buttonStyles';
import { pwaText } from '../../content/pwa';
import { FloatingNotice } from './FloatingNotice';
import { usePwaStore } from './pwaStore';

const DISMISSED_KEY = 'wichtrey-install-hint-dismissed';

function isIosSafari(): boolean {
  const { userAgent } = navigator;
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

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
  if (dismissed || isStandalone() || (!installPrompt && !ios)) return null;

  const dismiss = () => {
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
      title={pwaText.installTitle}
      text={ios ? pwaText.iosInstallText : pwaText.installText}
      placement={css({ bottom: '4', left: '4', right: { base: '24', md: 'auto' }, zIndex: 'docked' })}
      actions={
        <>
          <button type="button" className={cx(buttonBase, buttonShape, buttonSm, ghostSand)} onClick={dismiss}>
            {pwaText.dismiss}
          </button>
          {installPrompt && (
            <button type="button" className={cx(buttonBase, buttonShape, buttonSm, solidCognac)} onClick={() => void install()}>
              {pwaText.install}
            </button>
          )}
        </>
      }
    />
  );
}
