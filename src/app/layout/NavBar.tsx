import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../../lib/router';
import { css, cx } from '../../styled-system/css';
import { lastSectionId, navSections } from '../../content/navigation';
import { shellText } from '../../content/strings';
import { MenuIcon } from '../../ui/icons';
import { paths, showsLoginControl } from '../../lib/paths';
import { buttonBase, buttonShape, iconButtonMd } from '../../ui/buttonStyles';
import { CompactSyncStatus } from './LoginControlSlot';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavItems } from './NavItems';
import { ScrollProgressBar } from './ScrollProgressBar';
import { useActiveSection } from './useActiveSection';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { replayEarlyClicksWithin } from '../../lib/earlyClicks';

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
  const menuButton = useRef<HTMLButtonElement>(null);
  // A tap on the menu button before the page's code ran is repeated now.
  useEffect(() => replayEarlyClicksWithin(menuButton.current), []);
  // Over the dark hero the bar needs light text until it turns translucent.
  const onDark = isHome && !scrolled;

  return (
    <>
      <header
        data-testid="nav-bar"
        data-scrolled={scrolled ? 'true' : 'false'}
        data-on-dark={onDark ? '' : undefined}
        className={cx(
          css({ position: 'fixed', top: '0', insetX: '0', zIndex: 'sticky', transition: 'background-color 0.3s ease, box-shadow 0.3s ease, color 0.3s ease' }),
          onDark ? css({ color: 'sand.50' }) : css({ color: 'sand.900' }),
          scrolled
            ? css({ bg: 'rgba(250, 247, 242, 0.86)', backdropFilter: 'saturate(1.4) blur(12px)', boxShadow: '0 1px 0 rgba(43, 38, 34, 0.08)' })
            : css({ bg: 'transparent', backdropFilter: 'none', boxShadow: 'none' }),
        )}
      >
        <nav
          aria-label={shellText.mainNavigation}
          className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', maxW: '7xl', mx: 'auto', h: '16', px: { base: '5', md: '8' }, gap: { base: '3', md: '6' } })}
        >
          <Logo />
          {/* The home page's seven items need a wide screen; below it (tablets too) they sit in the menu. */}
          <NavItems
            isHome={isHome}
            withLogin={withLogin}
            activeId={activeId}
            onDark={onDark}
            size="sm"
            className={cx(css({ flexDirection: 'row', alignItems: 'center', gap: '6' }), isHome ? css({ hideBelow: 'lg' }) : css({ hideBelow: 'md' }))}
          />
          <div className={cx(css({ display: 'flex', alignItems: 'center', gap: '2' }), isHome ? css({ hideFrom: 'lg' }) : css({ hideFrom: 'md' }))}>
            {withLogin && <CompactSyncStatus />}
            <button
              type="button"
              aria-label={shellText.openMenu}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              data-early-click=""
              ref={menuButton}
              className={cx(
                buttonBase,
                buttonShape,
                iconButtonMd,
                // variant="ghost" in the inherited colour (the palette stays the page's gray).
                css({ bg: 'transparent', color: 'inherit', borderColor: 'transparent', _expanded: { bg: 'colorPalette.subtle' } }),
                onDark
                  ? css({ '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'whiteAlpha.200' } } })
                  : css({ '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'blackAlpha.100' } } }),
              )}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </button>
          </div>
        </nav>
        <ScrollProgressBar />
      </header>
      {menuOpen && <MobileMenu id={MENU_ID} onClose={closeMenu} isHome={isHome} withLogin={withLogin} activeId={activeId} />}
    </>
  );
}
