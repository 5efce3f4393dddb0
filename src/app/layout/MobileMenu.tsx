import { useEffect, useRef } from 'react';
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { shellText } from '../../content/strings';
import { CloseIcon } from '../../ui/icons';
import { Logo } from './Logo';
import { NavItems } from './NavItems';
import { useFocusTrap } from './useFocusTrap';

interface MobileMenuProps {
  id: string;
  onClose: () => void;
  isHome: boolean;
  withLogin: boolean;
  activeId: string | null;
}

/** Full-screen menu where the bar shows its menu button (below lg on the home page, below md elsewhere); any item click closes it. */
export function MobileMenu({ id, onClose, isHome, withLogin, activeId }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <Box
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={shellText.menuTitle}
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="sand.50"
      color="sand.900"
      overflowY="auto"
      hideFrom={isHome ? 'lg' : 'md'}
    >
      <Flex h="16" px="5" align="center" justify="space-between">
        <Logo onNavigate={onClose} />
        <IconButton aria-label={shellText.closeMenu} variant="ghost" colorPalette="sand" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Flex>
      <NavItems
        isHome={isHome}
        withLogin={withLogin}
        activeId={activeId}
        onDark={false}
        onNavigate={onClose}
        size="lg"
        direction="column"
        align="center"
        gap="6"
        pt="10"
        pb="16"
      />
    </Box>
  );
}
