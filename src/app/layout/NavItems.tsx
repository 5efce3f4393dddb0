import { Button, Stack, type StackProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { navSections } from '../../content/navigation';
import { shellText } from '../../content/strings';
import { paths } from '../../lib/paths';
import { LoginControlSlot } from './LoginControlSlot';
import { SectionLink } from './SectionLink';

interface NavItemsProps extends StackProps {
  isHome: boolean;
  withLogin: boolean;
  activeId: string | null;
  /** True when the bar sits over the dark hero, so links use light text. */
  onDark: boolean;
  onNavigate?: () => void;
  size: 'sm' | 'lg';
}

/** The items of the navigation bar; the desktop bar and the mobile menu both render these. */
export function NavItems({ isHome, withLogin, activeId, onDark, onNavigate, size, ...stack }: NavItemsProps) {
  const linkColor = onDark ? 'sand.50' : 'sand.900';
  const buttonVariant = onDark ? 'outline' : 'solid';
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" {...stack}>
      {isHome &&
        navSections.map((section) => (
          <li key={section.id}>
            <SectionLink
              sectionId={section.id}
              onNavigate={onNavigate}
              aria-current={activeId === section.id ? 'location' : undefined}
              data-active={activeId === section.id ? '' : undefined}
              color={linkColor}
              fontSize={size === 'lg' ? '2xl' : 'sm'}
              fontFamily={size === 'lg' ? 'heading' : 'body'}
              fontWeight="500"
              letterSpacing={size === 'lg' ? 'normal' : '0.06em'}
              textTransform={size === 'lg' ? 'none' : 'uppercase'}
              textDecoration="none"
              py="2"
              borderBottomWidth="2px"
              borderColor={activeId === section.id ? (onDark ? 'sand.50' : 'cognac.600') : 'transparent'}
              _hover={{ borderColor: onDark ? 'sand.200' : 'cognac.300' }}
            >
              {section.label}
            </SectionLink>
          </li>
        ))}
      {isHome && (
        <>
          <li>
            <Button asChild size={size === 'lg' ? 'lg' : 'sm'} variant={buttonVariant} colorPalette={onDark ? 'sand' : 'cognac'} color={onDark ? 'sand.50' : undefined} borderColor={onDark ? 'sand.50' : undefined} _hover={onDark ? { bg: 'whiteAlpha.200' } : undefined}>
              <RouterLink to={paths.sale()} onClick={onNavigate}>
                {shellText.sale}
              </RouterLink>
            </Button>
          </li>
          <li>
            <Button asChild size={size === 'lg' ? 'lg' : 'sm'} variant="outline" colorPalette={onDark ? 'sand' : 'cognac'} color={onDark ? 'sand.50' : 'cognac.700'} borderColor={onDark ? 'sand.50' : 'cognac.600'} _hover={{ bg: onDark ? 'whiteAlpha.200' : 'cognac.50' }}>
              <RouterLink to={paths.gallery()} onClick={onNavigate}>
                {shellText.gallery}
              </RouterLink>
            </Button>
          </li>
        </>
      )}
      {!isHome && (
        <li>
          <Button asChild size={size === 'lg' ? 'lg' : 'sm'} variant="outline" colorPalette="cognac" color="cognac.700" borderColor="cognac.600" _hover={{ bg: 'cognac.50' }}>
            <RouterLink to={paths.home()} onClick={onNavigate}>
              {shellText.backToHome}
            </RouterLink>
          </Button>
        </li>
      )}
      {withLogin && (
        <li>
          <LoginControlSlot size={size} onNavigate={onNavigate} />
        </li>
      )}
    </Stack>
  );
}
