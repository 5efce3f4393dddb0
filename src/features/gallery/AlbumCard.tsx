import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PAGE_PARAM, parsePage } from '../../lib/pageParam';
import type { FromGallery } from './fromGallery';
import { paths } from '../../lib/paths';
import { galleryText, gallerySizes } from '../../content/gallery';
import { offlineCopyText } from '../../content/offlineCopies';
import { useImageSrc, renderUrl } from '../../data/images';
import type { Album } from '../../data/rows';
import { RemoteImage } from '../../ui/RemoteImage';
import { css } from '../../styled-system/css';
import { DownloadedIcon, ImagePlaceholderIcon } from './galleryIcons';
import { SkeletonBlock } from './GalleryShell';
import { AlbumCardStaffButtons } from './staffParts';

const { width, height } = gallerySizes.cover;
const coverRatio = { aspectRatio: `${width} / ${height}` };

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
    <li
      className={css({
        position: 'relative',
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        bg: 'white',
        rounded: 'xl',
        overflow: 'hidden',
        boxShadow: 'sm',
        borderWidth: '1px',
        borderColor: 'sand.200',
        transition: 'box-shadow 0.2s, transform 0.2s',
        _hover: { boxShadow: 'lg', transform: 'translateY(-2px)' },
        _focusWithin: { boxShadow: 'lg' },
        '&:has([data-card-link]:focus-visible)': {
          outline: '3px solid {colors.cognac.600}',
          outlineOffset: '2px',
        },
        // Other links in the card stay above the stretched one.
        '& a[href]:not([data-card-link]), abbr[title]': {
          position: 'relative',
          zIndex: 1,
        },
      })}
      data-testid="album-card"
    >
      <div
        className={css({
          bg: 'sand.200',
          display: 'grid',
          placeItems: 'center',
          color: 'sand.500',
          overflow: 'hidden',
        })}
        style={coverRatio}
      >
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
          <div data-testid="album-cover-placeholder" title={galleryText.noCover}>
            <ImagePlaceholderIcon />
          </div>
        )}
      </div>
      <div
        className={css({
          p: '5',
          flex: '1',
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
        })}
      >
        <h2
          className={css({
            fontFamily: 'heading',
            fontWeight: 'semibold',
            textStyle: 'xl',
            fontSize: '2xl',
            lineHeight: 'short',
          })}
        >
          <Link
            to={paths.album(album.id)}
            state={{ galleryPage } satisfies FromGallery}
            data-card-link=""
            className={css({
              position: 'static',
              // Stretched over the whole card: a click anywhere opens the album.
              '&::before': {
                content: "''",
                cursor: 'inherit',
                display: 'block',
                position: 'absolute',
                top: '0',
                left: '0',
                zIndex: '0',
                width: '100%',
                height: '100%',
              },
              // The card shows the focus ring instead.
              _focusVisible: { outlineStyle: 'none' },
            })}
          >
            {album.title}
          </Link>
        </h2>
        {album.description && <p className={css({ color: 'sand.700', lineClamp: '2' })}>{album.description}</p>}
        {savedOffline && (
          // Chakra's Badge, variant subtle, size sm, in green.
          <span
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              borderRadius: 'l2',
              gap: '1',
              fontWeight: 'medium',
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
              userSelect: 'none',
              bg: 'green.subtle',
              color: 'green.fg',
              fontSize: 'xs',
              lineHeight: '1rem',
              px: '1.5',
              minH: '5',
              alignSelf: 'flex-start',
            })}
            data-testid="album-saved-mark"
          >
            <DownloadedIcon />
            {offlineCopyText.savedMark}
          </span>
        )}
        {onEdit && onDelete && (
          // Above the stretched link, so these buttons get their own clicks; their height is kept while their code loads.
          <Suspense fallback={<div className={css({ h: '12', mt: 'auto' })} />}>
            <AlbumCardStaffButtons title={album.title} onEdit={() => onEdit(album)} onDelete={() => onDelete(album)} />
          </Suspense>
        )}
      </div>
    </li>
  );
}

export function AlbumCardSkeleton() {
  return (
    <li
      className={css({
        listStyle: 'none',
        bg: 'white',
        rounded: 'xl',
        overflow: 'hidden',
        borderWidth: '1px',
        borderColor: 'sand.200',
      })}
      data-testid="album-card-skeleton"
    >
      <div className={css({ bg: 'sand.200', animation: 'pulse' })} style={coverRatio} />
      <div className={css({ p: '5' })}>
        <SkeletonBlock className={css({ h: '7', w: '70%', mb: '3' })} />
        <SkeletonBlock className={css({ h: '4', w: 'full', mb: '2' })} />
        <SkeletonBlock className={css({ h: '4', w: '60%' })} />
      </div>
    </li>
  );
}
