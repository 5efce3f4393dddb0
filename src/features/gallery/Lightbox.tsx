import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, chakra, Dialog, Portal, Text } from '@chakra-ui/react';
import { css } from '../../styled-system/css';
import { albumText, gallerySizes } from '../../content/gallery';
import { useImageSrc, renderUrl } from '../../data/images';
import type { GalleryImage } from '../../data/rows';
import { useSwipe } from '../../lib/useSwipe';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../ui/icons';
import { RemoteImage } from '../../ui/RemoteImage';

const text = albumText.lightbox;

interface LightboxProps {
  /** The images the lightbox steps through: the page's, with its neighbours' once known. */
  images: GalleryImage[];
  /** The open image, or null when closed. */
  imageId: string | null;
  /** Position of the first of `images` in the album, for alt texts and the counter ("Bild 13 von 30"). */
  firstPosition: number;
  /** Images in the whole album. */
  total: number;
  onShow: (id: string) => void;
  onClose: () => void;
}

const roundButton = {
  w: '12',
  h: '12',
  rounded: 'full',
  display: 'grid',
  placeItems: 'center',
  bg: 'rgba(250, 247, 242, 0.12)',
  color: 'white',
  cursor: 'pointer',
  transition: 'background 0.2s',
  _hover: { bg: 'rgba(250, 247, 242, 0.25)' },
  _disabled: { opacity: 0.3, cursor: 'default', _hover: { bg: 'rgba(250, 247, 242, 0.12)' } },
} as const;

/**
 * Full-screen view of one image with previous, next and close, arrow keys, Escape and swipe, and
 * a caption with title and description. Focus stays inside while open and goes back to the
 * thumbnail of the image last shown.
 */
export function Lightbox({ images, imageId, firstPosition, total, onShow, onClose }: LightboxProps) {
  const index = imageId ? images.findIndex((image) => image.id === imageId) : -1;
  const found = index >= 0 ? images[index] : undefined;
  // Stepping onto another album page, the rows around the new image may take a render to arrive:
  // meanwhile the image last shown stays (the dialog must not close under the visitor).
  const foundPosition = firstPosition + index;
  const [held, setHeld] = useState<{ image: GalleryImage; position: number } | undefined>(found && { image: found, position: foundPosition });
  if (found && (found !== held?.image || foundPosition !== held.position)) setHeld({ image: found, position: foundPosition });
  const image = found ?? (imageId ? held?.image : undefined);
  const settling = !found && image !== undefined;
  const position = found ? foundPosition : (held?.position ?? foundPosition);
  const lastShown = useRef<string | null>(null);
  const imageIdShown = image?.id;
  useEffect(() => {
    if (imageIdShown) lastShown.current = imageIdShown;
  }, [imageIdShown]);

  const previous = index > 0 ? images[index - 1] : undefined;
  const next = index >= 0 && index < images.length - 1 ? images[index + 1] : undefined;
  const showPrevious = () => previous && onShow(previous.id);
  const showNext = () => next && onShow(next.id);
  const swipe = useSwipe({ onSwipeLeft: showNext, onSwipeRight: showPrevious });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      showPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      showNext();
    }
  }

  return (
    <Dialog.Root
      open={Boolean(image)}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="full"
      motionPreset="none"
      lazyMount
      unmountOnExit
      finalFocusEl={() => (lastShown.current ? document.querySelector<HTMLElement>(`[data-image-id="${lastShown.current}"]`) : null)}
    >
      <Portal>
        <Dialog.Backdrop bg="sand.950" />
        <Dialog.Positioner>
          <Dialog.Content bg="sand.950" color="white" boxShadow="none" rounded="none" onKeyDown={onKeyDown} data-testid="lightbox" data-on-dark="">
            {image && (
              <LightboxBody
                image={image}
                position={position}
                count={Math.max(total, images.length)}
                swipe={swipe}
                // While the rows settle the buttons stay enabled (a disabled button would drop the
                // focus out of the dialog, and with it the arrow keys); a press then does nothing.
                hasPrevious={settling || Boolean(previous)}
                hasNext={settling || Boolean(next)}
                onPrevious={showPrevious}
                onNext={showNext}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface LightboxBodyProps {
  image: GalleryImage;
  position: number;
  count: number;
  swipe: ReturnType<typeof useSwipe>;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

function LightboxBody({ image, position, count, swipe, hasPrevious, hasNext, onPrevious, onNext }: LightboxBodyProps) {
  const src = useImageSrc(image.image_url);
  const alt = albumText.imageAlt(image.title, position);
  return (
    <Box as="figure" m="0" display="flex" flexDirection="column" h="100dvh" w="full">
      <Box display="flex" alignItems="center" justifyContent="space-between" px={{ base: '3', md: '6' }} py="3">
        <Dialog.Title fontFamily="body" fontSize="sm" fontWeight="normal" color="sand.200" aria-live="polite">
          {text.label}: {text.position(position, count)}
        </Dialog.Title>
        <Dialog.CloseTrigger asChild position="static">
          <chakra.button type="button" aria-label={text.close} {...roundButton}>
            <CloseIcon />
          </chakra.button>
        </Dialog.CloseTrigger>
      </Box>
      <Box
        flex="1"
        minH="0"
        position="relative"
        display="flex"
        alignItems="center"
        justifyContent="center"
        px={{ base: '2', md: '20' }}
        touchAction="pan-y"
        userSelect="none"
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onPointerCancel={swipe.onPointerCancel}
        onPointerLeave={swipe.onPointerLeave}
        onClickCapture={swipe.onClickCapture}
        onDragStart={swipe.onDragStart}
        data-testid="lightbox-stage"
      >
        {src && (
          <RemoteImage
            key={image.id}
            caption={image.title}
            src={renderUrl(src, { width: gallerySizes.fullWidth })}
            alt={alt}
            className={css({ maxW: 'full', maxH: 'full', objectFit: 'contain', rounded: 'sm' })}
            draggable={false}
            data-testid="lightbox-image"
          />
        )}
        <chakra.button type="button" aria-label={text.previous} onClick={onPrevious} disabled={!hasPrevious} position="absolute" left={{ base: '2', md: '4' }} top="50%" transform="translateY(-50%)" {...roundButton}>
          <ChevronLeftIcon />
        </chakra.button>
        <chakra.button type="button" aria-label={text.next} onClick={onNext} disabled={!hasNext} position="absolute" right={{ base: '2', md: '4' }} top="50%" transform="translateY(-50%)" {...roundButton}>
          <ChevronRightIcon />
        </chakra.button>
      </Box>
      <Box as="figcaption" px={{ base: '4', md: '20' }} py="4" textAlign="center" minH="20" data-testid="lightbox-caption">
        {image.title && (
          <Text fontFamily="heading" fontSize="2xl" lineHeight="short">
            {image.title}
          </Text>
        )}
        {image.description && (
          <Dialog.Description color="sand.200" mt="1">
            {image.description}
          </Dialog.Description>
        )}
      </Box>
    </Box>
  );
}
