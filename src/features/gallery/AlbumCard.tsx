import { Badge, Box, Button, chakra, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { css } from '../../styled-system/css';
import { Link, useLocation } from 'react-router-dom';
import { PAGE_PARAM, parsePage } from '../../lib/pageParam';
import type { FromGallery } from './fromGallery';
import { paths } from '../../lib/paths';
import { galleryText, gallerySizes } from '../../content/gallery';
import { offlineCopyText } from '../../content/offlineCopies';
import { useImageSrc, renderUrl } from '../../data/images';
import type { Album } from '../../data/rows';
import { RemoteImage } from '../../ui/RemoteImage';
import { DownloadedIcon, EditIcon, ImagePlaceholderIcon, TrashIcon } from './galleryIcons';
import { SkeletonBlock } from './GalleryShell';

const { width, height } = gallerySizes.cover;

interface AlbumCardProps {
  album: Album;
  /** Staff controls; absent for visitors. */
  onEdit?: (album: Album) => void;
  onDelete?: (album: Album) => void;
  /** The first row of cards loads its covers at once. */
  eager?: boolean;
  /** The first card's cover is likely the largest paint: fetched with high priority. */
  priority?: boolean;
  /** This device keeps an offline copy of the album. */
  savedOffline?: boolean;
}

/**
 * One album: cover (400x240) or a placeholder, title and a two-line description. The title's link
 * stretches over the whole card, so a click anywhere opens the album while the staff buttons stay
 * separate controls (no button nested in a link).
 */
export function AlbumCard({ album, onEdit, onDelete, eager = false, priority = false, savedOffline = false }: AlbumCardProps) {
  const cover = useImageSrc(album.cover_image);
  const galleryPage = parsePage(new URLSearchParams(useLocation().search).get(PAGE_PARAM));
  return (
    <LinkBox
      as="li"
      listStyle="none"
      display="flex"
      flexDirection="column"
      bg="white"
      rounded="xl"
      overflow="hidden"
      boxShadow="sm"
      borderWidth="1px"
      borderColor="sand.200"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      _focusWithin={{ boxShadow: 'lg' }}
      css={{ '&:has(.chakra-linkbox__overlay:focus-visible)': { outline: '3px solid {colors.cognac.600}', outlineOffset: '2px' } }}
      data-testid="album-card"
    >
      <Box aspectRatio={`${width} / ${height}`} bg="sand.200" display="grid" placeItems="center" color="sand.500" overflow="hidden">
        {cover ? (
          <RemoteImage
            caption={album.title}
            src={renderUrl(cover, { width, height })}
            width={width}
            height={height}
            alt=""
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            data-testid="album-cover"
          />
        ) : (
          <Box data-testid="album-cover-placeholder" title={galleryText.noCover}>
            <ImagePlaceholderIcon />
          </Box>
        )}
      </Box>
      <Box p="5" flex="1" display="flex" flexDirection="column" gap="2">
        <Heading as="h2" fontSize="2xl" lineHeight="short">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <Link to={paths.album(album.id)} state={{ galleryPage } satisfies FromGallery}>
              {album.title}
            </Link>
          </LinkOverlay>
        </Heading>
        {album.description && (
          <Text color="sand.700" lineClamp={2}>
            {album.description}
          </Text>
        )}
        {savedOffline && (
          <Badge alignSelf="flex-start" colorPalette="green" variant="subtle" data-testid="album-saved-mark">
            <DownloadedIcon />
            {offlineCopyText.savedMark}
          </Badge>
        )}
        {(onEdit || onDelete) && (
          // Above the stretched link, so these buttons get their own clicks.
          <Box display="flex" gap="2" mt="auto" pt="3" position="relative" zIndex={1}>
            {onEdit && (
              <Button size="sm" variant="outline" colorPalette="sand" aria-label={galleryText.editAlbumLabel(album.title)} onClick={() => onEdit(album)}>
                <EditIcon />
                {galleryText.edit}
              </Button>
            )}
            {onDelete && (
              <Button size="sm" variant="outline" colorPalette="red" aria-label={galleryText.deleteAlbumLabel(album.title)} onClick={() => onDelete(album)}>
                <TrashIcon />
                {galleryText.delete}
              </Button>
            )}
          </Box>
        )}
      </Box>
    </LinkBox>
  );
}

export function AlbumCardSkeleton() {
  return (
    <chakra.li listStyle="none" bg="white" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="sand.200" data-testid="album-card-skeleton">
      <Box aspectRatio={`${width} / ${height}`} bg="sand.200" animation="pulse" />
      <Box p="5">
        <SkeletonBlock h="7" w="70%" mb="3" />
        <SkeletonBlock h="4" mb="2" />
        <SkeletonBlock h="4" w="60%" />
      </Box>
    </chakra.li>
  );
}
