import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { pwaText } from '../../content/pwa';
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
    <Box
      role="region"
      aria-labelledby="install-title"
      data-testid="install-hint"
      position="fixed"
      bottom="4"
      left="4"
      right={{ base: '24', md: 'auto' }}
      maxW="sm"
      zIndex="docked"
      bg="white"
      color="sand.900"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="lg"
      shadow="lg"
      p="4"
    >
      <Text id="install-title" fontWeight="semibold">
        {pwaText.installTitle}
      </Text>
      <Text fontSize="sm" mt="1" color="sand.700">
        {ios ? pwaText.iosInstallText : pwaText.installText}
      </Text>
      <HStack mt="3" gap="2" justify="flex-end">
        <Button size="sm" variant="ghost" colorPalette="sand" onClick={dismiss}>
          {pwaText.dismiss}
        </Button>
        {installPrompt && (
          <Button size="sm" colorPalette="cognac" onClick={() => void install()}>
            {pwaText.install}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
