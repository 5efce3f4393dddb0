import { useRef, useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { brands } from '../../../content/brands';
import { landingText } from '../../../content/landing';
import { useInView } from '../../../lib/useInView';
import { usePageVisible } from '../../../lib/usePageVisible';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { useMarquee } from './useMarquee';

const text = landingText.brands;
// Each entry twice: when the first copy has scrolled out, the second stands where it began.
const loop = [...brands.map((brand) => ({ brand, copy: 0 })), ...brands.map((brand) => ({ brand, copy: 1 }))];

/** The looping strip of logos, grey until hovered; it stands still for reduced motion. */
export function BrandStrip() {
  const frame = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const onScreen = useInView(frame);
  const pageVisible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  useMarquee(track, onScreen && pageVisible && !reducedMotion && !paused);

  return (
  <Box
    ref={frame}
    overflowX={reducedMotion ? 'auto' : 'hidden'}
    onPointerEnter={() => setPaused(true)}
    onPointerLeave={() => setPaused(false)}
    css={{ maskImage: 'linear-gradient(to right, transparent, black 6%, black 94%, transparent)' }}
  >
    <chakra.ul ref={track} aria-label={text.stripLabel} data-testid="brand-strip" display="flex" w="max-content" listStyleType="none" m="0" p="0" gap="4">
      {loop.map(({ brand, copy }) => (
        <chakra.li
          key={`${copy}-${brand.name}`}
          aria-hidden={copy === 1 ? true : undefined}
          data-testid="brand"
          position="relative"
          w="200px"
          h="120px"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="2"
          css={{
            '& img': { filter: 'grayscale(1)', opacity: 0.7, transition: 'filter 0.3s, opacity 0.3s' },
            '& [data-name]': { opacity: 0, transform: 'translateY(4px)', transition: 'opacity 0.3s, transform 0.3s' },
            '&:hover img': { filter: 'none', opacity: 1 },
            '&:hover [data-name]': { opacity: 1, transform: 'none' },
          }}
        >
          <img src={brand.logo} alt="" width={160} height={60} loading="lazy" decoding="async" draggable={false} />
          <chakra.span data-name="" fontSize="sm" fontWeight="500" color="sand.800">
            {brand.name}
          </chakra.span>
        </chakra.li>
      ))}
    </chakra.ul>
  </Box>
  );
}
