import { useCallback, useState } from 'react';
import { chakra, Flex, IconButton } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { lastSectionId, navSections } from '../../content/navigation';
import { shellText } from '../../content/strings';
import { MenuIcon } from '../../ui/icons';
import { paths, showsLoginControl } from '../../lib/paths';
import { CompactSyncStatus } from './LoginControlSlot';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavItems } from './NavItems';
import { ScrollProgressBar } from './ScrollProgressBar';
import { useActiveSection } from './useActiveSection';
import { useScrolledPast } from '../../lib/useScrolledPast';

const sectionIds = navSections.map((section) => section.id);
const MENU_ID = 'mobile-menu';
/** The bar turns translucent once the page is scrolled more than this (SPEC.md section 9). */
const TRANSLUCENT_AFTER_PX = 50;

/** Fixed top bar: transparent over the hero, translucent once the page scrolls. */
export function NavBar() {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home();
  const withLogin = showsLoginControl(pathname);
  const scrolled = useScrolledPast(TRANSLUCENT_AFTER_PX);
  const activeId = useActiveSection(sectionIds, lastSectionId, isHome);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The home page's seven items need a wide screen; below it (tablets too) they sit in the menu.
  const menuBreakpoint = isHome ? 'lg' : 'md';
  // Over the dark hero the bar needs light text until it turns translucent.
  const onDark = isHome && !scrolled;

  return (
    <>
      <chakra.header
        data-testid="nav-bar"
        data-scrolled={scrolled ? 'true' : 'false'}
        data-on-dark={onDark ? '' : undefined}
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        color={onDark ? 'sand.50' : 'sand.900'}
        bg={scrolled ? 'rgba(250, 247, 242, 0.86)' : 'transparent'}
        backdropFilter={scrolled ? 'saturate(1.4) blur(12px)' : 'none'}
        boxShadow={scrolled ? '0 1px 0 rgba(43, 38, 34, 0.08)' : 'none'}
        transition="background-color 0.3s ease, box-shadow 0.3s ease, color 0.3s ease"
      >
        <Flex as="nav" aria-label={shellText.mainNavigation} maxW="7xl" mx="auto" h="16" px={{ base: '5', md: '8' }} align="center" justify="space-between" gap="6">
          <Logo />
          <NavItems
            isHome={isHome}
            withLogin={withLogin}
            activeId={activeId}
            onDark={onDark}
            size="sm"
            direction="row"
            align="center"
            gap="6"
            hideBelow={menuBreakpoint}
          />
          <Flex hideFrom={menuBreakpoint} align="center" gap="2">
            {withLogin && <CompactSyncStatus />}
            <IconButton
              aria-label={shellText.openMenu}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              variant="ghost"
              color="inherit"
              _hover={{ bg: onDark ? 'whiteAlpha.200' : 'blackAlpha.100' }}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </Flex>
        </Flex>
        <ScrollProgressBar />
      </chakra.header>
      {menuOpen && <MobileMenu id={MENU_ID} onClose={closeMenu} isHome={isHome} withLogin={withLogin} activeId={activeId} />}
    </>
  );
}
