import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { pwaText } from '../../content/pwa';
import { FloatingNotice } from './FloatingNotice';
import { usePwaStore } from './pwaStore';

/** A waiting new version is announced, never swapped in under the user: they choose when. */
export function UpdatePrompt() {
  const { updateWaiting, applyUpdate } = usePwaStore();
  const [dismissed, setDismissed] = useState(false);
  if (!updateWaiting || dismissed) return null;
  return (
    <FloatingNotice
      role="alertdialog"
      aria-describedby="update-text"
      titleId="update-title"
      title={pwaText.updateAvailable}
      text={<span id="update-text">{pwaText.updateText}</span>}
      top="20"
      right="4"
      left={{ base: '4', md: 'auto' }}
      zIndex="toast"
      actions={
        <>
          <Button size="sm" variant="ghost" colorPalette="sand" onClick={() => setDismissed(true)}>
            {pwaText.later}
          </Button>
          <Button size="sm" colorPalette="cognac" onClick={applyUpdate}>
            {pwaText.reload}
          </Button>
        </>
      }
    />
  );
}
