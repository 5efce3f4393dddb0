import { Link as RouterLink } from '../../lib/router';
import { css, cx } from '../../styled-system/css';
import { navSections } from '../../content/navigation';
import { shellText } from '../../content/strings';
import { paths } from '../../lib/paths';
import { buttonBase, buttonLg, buttonShape, buttonSm, outlineCognac, outlineOnDark, solidCognac } from '../../ui/buttonStyles';
import { LoginControlSlot } from './LoginControlSlot';
import { SectionLink } from './SectionLink';

interface NavItemsProps {
  isHome: boolean;
  withLogin: boolean;
  activeId: string | null;
  /** True when the bar sits over the dark hero, so links use light text. */
  onDark: boolean;
  onNavigate?: () => void;
  size: 'sm' | 'lg';
  /**
   * The list's direction, alignment, gap and padding: the bar and the menu lay it out differently.
   * A `pt`/`pb` here wins over the list's `p: 0` because Panda writes longhands after shorthands.
   */
  className: string;
}

const sectionLink = css({ fontWeight: '500', textDecoration: 'none', py: '2', borderBottomWidth: '2px' });
const sectionLinkSm = css({ fontSize: 'sm', fontFamily: 'body', letterSpacing: '0.06em', textTransform: 'uppercase' });
const sectionLinkLg = css({ fontSize: '2xl', fontFamily: 'heading', letterSpacing: 'normal', textTransform: 'none' });
const sectionLinkOnDark = css({
  color: 'sand.50',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { borderColor: 'sand.200' } },
});
const sectionLinkOnLight = css({
  color: 'sand.900',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { borderColor: 'cognac.300' } },
});

/** The items of the navigation bar; the desktop bar and the mobile menu both render these. */
export function NavItems({ isHome, withLogin, activeId, onDark, onNavigate, size, className }: NavItemsProps) {
  const button = cx(buttonBase, buttonShape, size === 'lg' ? buttonLg : buttonSm);
  const linkClass = (active: boolean) =>
    cx(
      sectionLink,
      size === 'lg' ? sectionLinkLg : sectionLinkSm,
      onDark ? sectionLinkOnDark : sectionLinkOnLight,
      !active ? css({ borderColor: 'transparent' }) : onDark ? css({ borderColor: 'sand.50' }) : css({ borderColor: 'cognac.600' }),
    );
  return (
    <ul className={cx(css({ display: 'flex', listStyleType: 'none', m: '0', p: '0' }), className)}>
      {isHome &&
        navSections.map((section) => (
          <li key={section.id}>
            <SectionLink
              sectionId={section.id}
              onNavigate={onNavigate}
              aria-current={activeId === section.id ? 'location' : undefined}
              data-active={activeId === section.id ? '' : undefined}
              className={linkClass(activeId === section.id)}
            >
              {section.label}
            </SectionLink>
          </li>
        ))}
      {isHome && (
        <>
          <li>
            <RouterLink to={paths.sale()} onClick={onNavigate} className={cx(button, onDark ? outlineOnDark : solidCognac)}>
              {shellText.sale}
            </RouterLink>
          </li>
          <li>
            <RouterLink to={paths.gallery()} onClick={onNavigate} className={cx(button, onDark ? outlineOnDark : outlineCognac)}>
              {shellText.gallery}
            </RouterLink>
          </li>
        </>
      )}
      {!isHome && (
        <li>
          <RouterLink to={paths.home()} onClick={onNavigate} className={cx(button, outlineCognac)}>
            {shellText.backToHome}
          </RouterLink>
        </li>
      )}
      {withLogin && (
        <li>
          <LoginControlSlot size={size} onNavigate={onNavigate} />
        </li>
      )}
    </ul>
  );
}
