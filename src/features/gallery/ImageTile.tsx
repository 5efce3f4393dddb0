import { css } from '../../styled-system/css';
import { albumText, gallerySizes } from '../../content/gallery';
import { useImageSrc, renderUrl } from '../../data/images';
import type { GalleryImage } from '../../data/rows';
import { RemoteImage } from '../../ui/RemoteImage';
import { albumPageClasses as classes } from './albumPageClasses.buildtime';
import { SkeletonBlock } from './GalleryShell';
import { useCodeOnDemand } from '../../lib/codeOnDemand';
import { galleryStaffCode } from './staffParts';
import { UnpublishedMark } from '../../ui/UnpublishedMark';

const { width, height } = gallerySizes.thumbnail;

interface ImageTileProps {
  image: GalleryImage;
  /** 1-based position in the album, for the alt text of untitled images. */
  position: number;
  onOpen: (image: GalleryImage) => void;
  onEdit?: (image: GalleryImage) => void;
  onDelete?: (image: GalleryImage) => void;
  eager?: boolean;
  /** Shown to a visitor with a staff edit this device has not sent yet. */
  unpublished?: boolean;
}

/** A 300x300 thumbnail that opens the lightbox, with title and description below. */
export function ImageTile({ image, position, onOpen, onEdit, onDelete, eager = false, unpublished = false }: ImageTileProps) {
  const src = useImageSrc(image.image_url);
  const name = albumText.imageAlt(image.title, position);
  const hasCaption = Boolean(image.title || image.description || onEdit || onDelete || unpublished);
  return (
    <li className={hasCaption ? classes.tile : classes.tileAlone} data-testid="image-tile">
      <button
        type="button"
        aria-label={albumText.openImage(image.title, position)}
        data-image-id={image.id}
        data-early-click=""
        onClick={() => onOpen(image)}
        className={classes.tileButton}
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
            className={classes.thumbnail}
            data-testid="image-thumbnail"
          />
        )}
      </button>
      {hasCaption && (
        <div className={classes.caption}>
          {image.title && (
            <p className={classes.imageTitle} data-testid="image-title">
              {image.title}
            </p>
          )}
          {image.description && (
            <p className={classes.imageDescription} data-testid="image-description">
              {image.description}
            </p>
          )}
          {unpublished && <UnpublishedMark />}
          {onEdit && onDelete && (
            <StaffButtons id={image.id} name={name} onEdit={() => onEdit(image)} onDelete={() => onDelete(image)} />
          )}
        </div>
      )}
    </li>
  );
}

/** A tile's staff buttons; their height is kept while their code loads. */
function StaffButtons(props: { id: string; name: string; onEdit: () => void; onDelete: () => void }) {
  const staff = useCodeOnDemand(galleryStaffCode);
  return staff ? <staff.ImageTileStaffButtons {...props} /> : <div className={css({ h: '10', mt: 'auto' })} />;
}

export function ImageTileSkeleton() {
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
      data-testid="image-tile-skeleton"
    >
      <div
        className={css({
          aspectRatio: '1',
          bg: 'sand.200',
          animation: 'pulse',
        })}
      />
      <div className={css({ p: '4' })}>
        <SkeletonBlock className={css({ h: '5', w: '60%', mb: '2' })} />
        <SkeletonBlock className={css({ h: '4', w: 'full' })} />
      </div>
    </li>
  );
}
