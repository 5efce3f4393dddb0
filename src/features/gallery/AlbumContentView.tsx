import { useEffect, useRef, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { albumText } from '../../content/gallery';
import type { Album, GalleryImage } from '../../data/rows';
import { AfterHydration } from '../../ui/AfterHydration';
import { albumPageClasses as classes } from './albumPageClasses.buildtime';
import { replayEarlyClicksWithin } from '../../lib/earlyClicks';
import { EAGER_THUMBNAILS } from './albumContentHtml';
import { ImageTile } from './ImageTile';
import { Link } from '../../lib/router';
import { useBackToGallery } from './fromGallery';
import { BACK_TO_GALLERY_ATTRIBUTE } from './galleryReferrer';
import { UnpublishedMark } from '../../ui/UnpublishedMark';

// Everyone's, but not needed for the first paint of the album: loads right after it.
const SaveAlbumOffline = lazyPart(() => import('./SaveAlbumOffline').then((module) => ({ default: module.SaveAlbumOffline })));

/** An album the server does not have (the page then goes back to the gallery with a toast). */
export function AlbumNotFound() {
  const backToGallery = useBackToGallery();
  return (
    <div className={classes.notFound} data-testid="album-not-found">
      <h1 className={classes.notFoundTitle}>{albumText.notFound}</h1>
      <p className={classes.notFoundText}>{albumText.notFoundText}</p>
      <Link {...backToGallery} {...{ [BACK_TO_GALLERY_ATTRIBUTE]: '' }} className={classes.notFoundLink}>
        {albumText.backToGallery}
      </Link>
    </div>
  );
}

/**
 * The album's title and description, with its actions ('Offline speichern', staff: add images);
 * `unpublished`: a visitor sees it with a staff edit this device has not sent yet.
 */
export function AlbumHeader({ album, unpublished = false, children }: { album: Album; unpublished?: boolean; children?: ReactNode }) {
  return (
    <div className={classes.header}>
      <div className={classes.intro}>
        <h1 className={classes.title}>{album.title}</h1>
        {unpublished && <UnpublishedMark />}
        {album.description && (
          <p className={classes.description} data-testid="album-description">
            {album.description}
          </p>
        )}
      </div>
      <div className={classes.actions}>
        {children}
        {/* The button's height is kept while its code loads: nothing below it moves. */}
        <AfterHydration fallback={<div className={classes.pendingButton} />}>
          <SaveAlbumOffline albumId={album.id} />
        </AfterHydration>
      </div>
    </div>
  );
}

interface ImageListProps {
  images: GalleryImage[];
  /** The album position of the first image (1-based). */
  firstPosition: number;
  onOpen: (image: GalleryImage) => void;
  onEdit?: (image: GalleryImage) => void;
  onDelete?: (image: GalleryImage) => void;
  /** A visitor points at or focuses the grid: the lightbox's code may load. */
  onIntent?: () => void;
  /** Images a visitor sees with a staff edit this device has not sent yet. */
  unpublishedIds?: ReadonlySet<string>;
}

/** One page of the album's tiles; the first row loads its thumbnails at once. */
export function ImageList({ images, firstPosition, onOpen, onEdit, onDelete, onIntent, unpublishedIds }: ImageListProps) {
  const list = useRef<HTMLUListElement>(null);
  // A tile tapped while the page was painted but the app not yet running opens now.
  useEffect(() => replayEarlyClicksWithin(list.current), []);
  return (
    <ul ref={list} className={classes.imageGrid} aria-label={albumText.imageList} data-testid="image-list" onPointerEnter={onIntent} onFocus={onIntent}>
      {images.map((image, index) => (
        <ImageTile key={image.id} image={image} position={firstPosition + index} eager={index < EAGER_THUMBNAILS} onOpen={onOpen} onEdit={onEdit} onDelete={onDelete} unpublished={unpublishedIds?.has(image.id) ?? false} />
      ))}
    </ul>
  );
}
