import { memo } from 'react';
import { Link, useLocation } from '../../lib/router';
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
import { useCodeOnDemand } from '../../lib/codeOnDemand';
import { galleryStaffCode } from './staffParts';
import { albumCardClasses as classes } from './albumCardClasses.buildtime';
import { UnpublishedMark } from '../../ui/UnpublishedMark';

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
  /** Shown to a visitor with a staff edit this device has not sent yet. */
  unpublished?: boolean;
}

/**
 * One album: cover (400x240) or a placeholder, title and a two-line description. The title's link
 * stretches over the whole card, so a click anywhere opens the album while the staff buttons stay
 * separate controls (no button nested in a link). The early script paints a visitor's first cards
 * with the same markup (albumCardsHtml.ts, held equal by a test).
 */
// Memoized: see OfferCard; a visitor's cards are not rendered again while their albums are unchanged.
export const AlbumCard = memo(function AlbumCard({ album, onEdit, onDelete, eager = false, priority = false, savedOffline = false, unpublished = false }: AlbumCardProps) {
  const cover = useImageSrc(album.cover_image);
  const galleryPage = parsePage(new URLSearchParams(useLocation().search).get(PAGE_PARAM));
  return (
    <li className={classes.card} data-testid="album-card">
      <div className={classes.coverFrame} style={coverRatio}>
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
            className={classes.cover}
            data-testid="album-cover"
          />
        ) : (
          <div data-testid="album-cover-placeholder" title={galleryText.noCover}>
            <ImagePlaceholderIcon />
          </div>
        )}
      </div>
      <div className={classes.body}>
        <h2 className={classes.heading}>
          <Link to={paths.album(album.id)} state={{ galleryPage } satisfies FromGallery} data-card-link="" className={classes.link}>
            {album.title}
          </Link>
        </h2>
        {album.description && <p className={classes.description}>{album.description}</p>}
        {unpublished && <UnpublishedMark />}
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
          <StaffButtons id={album.id} title={album.title} onEdit={() => onEdit(album)} onDelete={() => onDelete(album)} />
        )}
      </div>
    </li>
  );
});

/** Above the stretched link, so these buttons get their own clicks; their height is kept while their code loads. */
function StaffButtons(props: { id: string; title: string; onEdit: () => void; onDelete: () => void }) {
  const staff = useCodeOnDemand(galleryStaffCode);
  return staff ? <staff.AlbumCardStaffButtons {...props} /> : <div className={css({ h: '12', mt: 'auto' })} />;
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
