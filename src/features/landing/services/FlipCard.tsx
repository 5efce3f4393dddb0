import { useId, useRef, useState } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { images } from 'virtual:responsive-images';
import { landingText } from '../../../content/landing';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';

type Card = (typeof landingText.craft.cards)[number];

const face = {
  position: 'absolute',
  inset: '0',
  rounded: 'xl',
  overflow: 'hidden',
  backfaceVisibility: 'hidden',
} as const;

const flipButton = {
  mt: '4',
  alignSelf: 'flex-start',
  px: '4',
  py: '2',
  rounded: 'md',
  fontWeight: '500',
  cursor: 'pointer',
} as const;

/**
 * A card that turns over to show details: by its button (keyboard), by a tap or click anywhere
 * on it (touch, mouse), and by hovering with a mouse. The hidden face is out of the tab order.
 */
export function FlipCard({ card }: { card: Card }) {
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  const image = images[card.image];
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const toggle = () => setFlipped((value) => !value);
  // Turned by its button (keyboard): focus follows to the side now visible, whose button turns it back.
  const turnWithButton = (toBack: boolean) => {
    setFlipped(toBack);
    requestAnimationFrame(() => (toBack ? backButton : frontButton).current?.focus({ preventScroll: true }));
  };

  return (
    <Box
      role="group"
      aria-label={card.title}
      data-testid="flip-card"
      data-flipped={flipped ? 'true' : 'false'}
      position="relative"
      h="460px"
      css={{ perspective: '1400px' }}
      cursor="pointer"
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest('button')) toggle();
      }}
    >
      <Box
        position="absolute"
        inset="0"
        transition="transform 0.7s cubic-bezier(0.3, 0.7, 0.2, 1)"
        transformStyle="preserve-3d"
        transform={flipped ? 'rotateY(180deg)' : 'none'}
      >
        <Box {...face} aria-hidden={flipped} bg="sand.900" color="sand.50" display="flex" flexDirection="column" justifyContent="flex-end">
          {image && (
            <ResponsiveImage image={image} alt="" sizes="(min-width: 1024px) 400px, 100vw" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
          )}
          <Box position="relative" p="6" bgGradient="to-t" gradientFrom="rgba(28, 24, 21, 0.92)" gradientTo="rgba(28, 24, 21, 0)" pt="24" display="flex" flexDirection="column">
            <Heading as="h3" fontSize="3xl">
              {card.title}
            </Heading>
            <Text mt="1" color="sand.100">
              {card.teaser}
            </Text>
            <chakra.button type="button" {...flipButton} bg="sand.50" color="sand.900" aria-expanded={flipped} aria-controls={backId} tabIndex={flipped ? -1 : 0} ref={frontButton} onClick={() => turnWithButton(true)}>
              {landingText.craft.flipHint}
            </chakra.button>
          </Box>
        </Box>
        <Box {...face} id={backId} aria-hidden={!flipped} transform="rotateY(180deg)" bg="cognac.800" color="sand.50" p="8" display="flex" flexDirection="column" justifyContent="center">
          <Heading as="h3" fontSize="3xl">
            {card.title}
          </Heading>
          <Text mt="4" lineHeight="1.7">
            {card.details}
          </Text>
          <chakra.button type="button" {...flipButton} bg="sand.50" color="cognac.800" tabIndex={flipped ? 0 : -1} ref={backButton} onClick={() => turnWithButton(false)}>
            {landingText.craft.flipBack}
          </chakra.button>
        </Box>
      </Box>
    </Box>
  );
}
