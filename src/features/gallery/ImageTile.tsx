import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { css } from '../../styled-system/css';
import { albumText, gallerySizes } from '../../content/gallery';
import { useImageSrc, renderUrl } from '../../data/images';
import type { GalleryImage } from '../../data/rows';
import { EditIcon, TrashIcon } from './galleryIcons';
import { RemoteImage } from '../../ui/RemoteImage';
import { SkeletonBlock } from './GalleryShell';

const { width, height } = gallerySizes.thumbnail;

interface ImageTileProps {
  image: GalleryImage;
  /** 1-based position in the album, for the alt text of untitled images. */
  position: number;
  onOpen: (image: GalleryImage) => void;
  onEdit?: (image: GalleryImage) => void;
  onDelete?: (image: GalleryImage) => void;
  eager?: boolean;
}

/** A 300x300 thumbnail that opens the lightbox, with title and description below. */
export function ImageTile({ image, position, onOpen, onEdit, onDelete, eager = false }: ImageTileProps) {
  const src = useImageSrc(image.image_url);
  const name = albumText.imageAlt(image.title, position);
  const hasCaption = Boolean(image.title || image.description || onEdit || onDelete);
  return (
    <chakra.li
      listStyle="none"
      display="flex"
      flexDirection="column"
      // Without a caption the tile is the image alone: it does not stretch to its row as an empty white box.
      alignSelf={hasCaption ? undefined : 'start'}
      bg="white"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="sand.200"
      boxShadow="xs"
      data-testid="image-tile"
    >
      <chakra.button
        type="button"
        aria-label={albumText.openImage(image.title, position)}
        data-image-id={image.id}
        onClick={() => onOpen(image)}
        display="block"
        aspectRatio="1"
        bg="sand.200"
        overflow="hidden"
        cursor="zoom-in"
        css={{ '& img': { transition: 'transform 0.4s ease' }, '&:hover img': { transform: 'scale(1.04)' } }}
      >
        {src && (
          <RemoteImage
            caption={image.title}
            src={renderUrl(src, { width, height })}
            width={width}
            height={height}
            alt={name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            data-testid="image-thumbnail"
          />
        )}
      </chakra.button>
      {hasCaption && (
        <Box p="4" flex="1" display="flex" flexDirection="column" gap="1">
          {image.title && (
            <Text fontWeight="semibold" data-testid="image-title">
              {image.title}
            </Text>
          )}
          {image.description && (
            <Text fontSize="sm" color="sand.700" data-testid="image-description">
              {image.description}
            </Text>
          )}
          {(onEdit || onDelete) && (
            <Box display="flex" flexWrap="wrap" gap="2" mt="auto" pt="2">
              {onEdit && (
                <Button size="xs" variant="outline" colorPalette="sand" aria-label={albumText.editImageLabel(name)} onClick={() => onEdit(image)}>
                  <EditIcon />
                  {albumText.editImage}
                </Button>
              )}
              {onDelete && (
                <Button size="xs" variant="outline" colorPalette="red" aria-label={albumText.deleteImageLabel(name)} onClick={() => onDelete(image)}>
                  <TrashIcon />
                  {albumText.deleteImage}
                </Button>
              )}
            </Box>
          )}
        </Box>
      )}
    </chakra.li>
  );
}

export function ImageTileSkeleton() {
  return (
    <chakra.li listStyle="none" bg="white" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="sand.200" data-testid="image-tile-skeleton">
      <Box aspectRatio="1" bg="sand.200" animation="pulse" />
      <Box p="4">
        <SkeletonBlock h="5" w="60%" mb="2" />
        <SkeletonBlock h="4" />
      </Box>
    </chakra.li>
  );
}
