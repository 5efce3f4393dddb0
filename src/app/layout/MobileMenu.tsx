import { useEffect, useRef } from 'react';
import { css, cx } from '../../styled-system/css';
import { shellText } from '../../content/strings';
import { CloseIcon } from '../../ui/icons';
import { buttonBase, buttonShape, iconButtonMd } from '../../ui/buttonStyles';
import { Logo } from './Logo';
import { NavItems } from './NavItems';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { useCloseOnBack } from '../../lib/router';

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
  useCloseOnBack(true, onClose);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={shellText.menuTitle}
      className={cx(
        css({ position: 'fixed', inset: '0', zIndex: 'modal', bg: 'sand.50', color: 'sand.900', overflowY: 'auto', scrollPaddingTop: '16' }),
        // The same breakpoint as the bar's menu button: on the home page it shows up to lg.
        isHome ? css({ hideFrom: 'lg' }) : css({ hideFrom: 'md' }),
      )}
    >
      {/* Sticky: on a phone in landscape the items scroll, and the close button must stay in reach. */}
      <div className={css({ position: 'sticky', top: '0', zIndex: '1', bg: 'sand.50', display: 'flex', h: '16', px: '5', alignItems: 'center', justifyContent: 'space-between' })}>
        <Logo onNavigate={onClose} />
        <button
          type="button"
          aria-label={shellText.closeMenu}
          onClick={onClose}
          className={cx(
            buttonBase,
            buttonShape,
            iconButtonMd,
            // variant="ghost" colorPalette="sand"
            css({
              colorPalette: 'sand',
              bg: 'transparent',
              color: 'colorPalette.fg',
              borderColor: 'transparent',
              _expanded: { bg: 'colorPalette.subtle' },
              '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'colorPalette.subtle' } },
            }),
          )}
        >
          <CloseIcon />
        </button>
      </div>
      <NavItems
        isHome={isHome}
        withLogin={withLogin}
        activeId={activeId}
        onDark={false}
        onNavigate={onClose}
        size="lg"
        className={css({ flexDirection: 'column', alignItems: 'center', gap: '6', pt: '10', pb: '16' })}
      />
    </div>
  );
}
