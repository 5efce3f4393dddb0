import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { css, cx } from '../../styled-system/css';
import { Link, useNavigate, useParams } from '../../lib/router';
import { useBackToGallery } from './fromGallery';
import { BACK_TO_GALLERY_ATTRIBUTE } from './galleryReferrer';
import { isUuid, paths } from '../../lib/paths';
import { albumText, galleryText } from '../../content/gallery';
import { loadFailedText } from '../../content/loadStates';
import { useAuth } from '../../data/auth';
import { useUnpublishedRows } from '../../data/sync';
import { useAlbum, useAlbumImagesPage, type AlbumImagesPageResult, ALBUM_IMAGES_PAGE_SIZE, type LoadState } from '../../data/albums';
import type { Album, GalleryImage } from '../../data/rows';
import { fillsWindow } from '../../ui/fillsWindow';
import { LoadProblem } from '../../ui/LoadProblem';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { pageCount, Pagination } from '../../ui/Pagination';
import { showToast } from '../../ui/showToast';
import { buttonBase, buttonShape } from '../../ui/buttonStyles';
import { ArrowLeftIcon } from './galleryIcons';
import { GalleryShell, SkeletonBlock } from './GalleryShell';
import { ImageTileSkeleton } from './ImageTile';
import { AlbumHeader, AlbumNotFound, ImageList } from './AlbumContentView';
import { albumPageClasses as classes } from './albumPageClasses.buildtime';
import { EARLY_REGIONS } from '../../lib/earlyPaint';
import { useClampedPage, usePageParam } from './usePageParam';
import { useLightboxParam } from './useLightboxParam';
import { useLightboxWalk } from './useLightboxWalk';
import { keepStepsWhileOpening } from './stepsWhileOpening';
import { useHydrated } from '../../lib/useHydrated';
import { usePageTitle } from '../../lib/pageTitle';
import { albumPageTitle } from '../../content/seo';
import { useImageOnItsPage } from './useImageOnItsPage';
// Staff only: the button, the confirmation, the dialogs, the picker and the image preparation load when first needed.
import { useCodeOnDemand } from '../../lib/codeOnDemand';
import { AddImagesDialog, galleryStaffCode, ImageDetailsDialog, StaffConfirmDialog } from './staffParts';

// The lightbox loads with the first image a visitor opens (fetched early once a thumbnail is pointed at or focused).
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazyPart(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/** /galerie/{albumId}: the album's images, twelve per page, with a lightbox; staff add, edit, delete. */
export function Component() {
  const { albumId = '' } = useParams();
  return isUuid(albumId) ? <AlbumView albumId={albumId} /> : <AlbumFrame album={null} />;
}

function AlbumView({ albumId }: { albumId: string }) {
  const { album, load } = useAlbum(albumId);
  return <AlbumFrame album={album} load={load} />;
}

function AlbumFrame({ album, load }: { album: Album | null | undefined; load?: LoadState }) {
  const navigate = useNavigate();
  const backToGallery = useBackToGallery();

  // Not found on the server: back to the gallery with a toast (SPEC.md section 8).
  useEffect(() => {
    if (album !== null) return;
    showToast({ title: galleryText.toast.albumNotFound, type: 'error' });
    navigate(paths.gallery(), { replace: true });
  }, [album, navigate]);

  return (
    <GalleryShell busy={album === undefined && load?.status !== 'failed'}>
      <Link
        {...backToGallery}
        {...{ [BACK_TO_GALLERY_ATTRIBUTE]: '' }}
        className={cx(
          buttonBase,
          buttonShape,
          // Chakra's Button size="md" variant="ghost" colorPalette="sand".
          css({
            h: '10',
            minW: '10',
            px: '4',
            fontSize: 'sm',
            lineHeight: '1.25rem',
            gap: '2',
            _icon: { width: '5', height: '5' },
            colorPalette: 'sand',
            bg: 'transparent',
            color: 'colorPalette.fg',
            borderColor: 'transparent',
            '@media (hover: hover)': {
              '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': {
                bg: 'colorPalette.subtle',
              },
            },
            mb: '6',
            ms: '-3',
          }),
        )}
      >
        <ArrowLeftIcon />
        {albumText.backToGallery}
      </Link>
      {/* Its own boundary: should the early script's view ever differ from React's, hydration
          replaces only this region, not the page. */}
      <Suspense fallback={null}>
        {album === undefined && load?.status === 'failed' ? (
          <LoadProblem load={load} title={loadFailedText.album} headingLevel="h1" />
        ) : album === undefined ? (
          <AlbumSkeleton />
        ) : album === null ? (
          <AlbumNotFound />
        ) : (
          <AlbumContent album={album} />
        )}
      </Suspense>
    </GalleryShell>
  );
}

function AlbumSkeleton() {
  return (
    <div className={fillsWindow} data-early-region={EARLY_REGIONS.album}>
      <h1
        className={css({
          fontFamily: 'heading',
          fontWeight: 'semibold',
          textStyle: 'xl',
          srOnly: true,
        })}
      >
        {albumText.loading}
      </h1>
      <SkeletonBlock className={css({ h: '12', w: '60%', mb: '4' })} />
      <SkeletonBlock className={css({ h: '5', w: '80%', mb: '10' })} />
      <ImageGridSkeleton />
    </div>
  );
}

function ImageGridSkeleton() {
  return (
    <ul className={classes.imageGrid}>
      {Array.from({ length: 8 }, (_, i) => (
        <ImageTileSkeleton key={i} />
      ))}
    </ul>
  );
}

function AlbumContent({ album }: { album: Album }) {
  usePageTitle(albumPageTitle(album.title));
  const [page, setPage] = usePageParam();
  const current = useAlbumImagesPage(album.id, page);
  const { images, total, load } = current;
  const { isStaff } = useAuth();
  const staff = useCodeOnDemand(galleryStaffCode, isStaff);
  const unpublishedAlbums = useUnpublishedRows('albums');
  const unpublishedImages = useUnpublishedRows('gallery_images');
  const totalPages = total === undefined ? undefined : pageCount(total, ALBUM_IMAGES_PAGE_SIZE);
  useClampedPage(page, totalPages);
  const lightbox = useLightboxParam();
  // Once opened, the lightbox stays mounted so that it closes (and returns focus) like a dialog.
  // Not while the page's markup is hydrated: that markup has no lightbox (a link's ?bild= is not
  // in the prerendered page), and a boundary React would find no markup for fails hydration.
  const hydrated = useHydrated();
  const [lightboxWanted, setLightboxWanted] = useState(false);
  if (hydrated && lightbox.imageId && !lightboxWanted) setLightboxWanted(true);
  const firstPosition = (page - 1) * ALBUM_IMAGES_PAGE_SIZE + 1;

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  // The confirmation's code loads with the first delete, then stays mounted (it animates out).
  if (deleting && !deleteAsked) setDeleteAsked(true);

  // The dialog closes itself once this settles.
  async function confirmDelete() {
    if (!deleting) return;
    try {
      // Staff-only code: loaded on first use, not with the page.
      const { deleteImageAndAnnounce } = await import('./gallerySaves');
      await deleteImageAndAnnounce(deleting.id);
    } catch (error) {
      console.error(error);
      showToast({ ...galleryText.toast.imageDeleteError, type: 'error' });
    }
  }

  return (
    <>
      <AlbumHeader album={album} unpublished={unpublishedAlbums.has(album.id)}>
        {isStaff && (staff ? <staff.AddImagesButton onClick={() => setAdding(true)} /> : <div className={classes.pendingButton} />)}
      </AlbumHeader>

      {images === undefined && load.status === 'failed' ? (
        <LoadProblem load={load} title={loadFailedText.albumImages} />
      ) : images === undefined ? (
        <ImageGridSkeleton />
      ) : images.length === 0 ? (
        <div role="status" className={css({ textAlign: 'center', py: '16' })} data-testid="album-empty">
          <h2
            className={css({
              fontFamily: 'heading',
              fontWeight: 'semibold',
              textStyle: 'xl',
              fontSize: '2xl',
              lineHeight: 'shorter',
              mb: '2',
            })}
          >
            {albumText.emptyTitle}
          </h2>
          <p className={css({ color: 'sand.700' })}>{albumText.emptyText}</p>
          {isStaff && <p className={css({ color: 'sand.700', mt: '1' })}>{albumText.emptyStaffText}</p>}
        </div>
      ) : (
        <>
          <StaleDataNotice load={load} />
          <ImageList
            images={images}
            firstPosition={firstPosition}
            // A load that fails is the page watch's to report (src/ui/appCodeMissing.ts).
            onIntent={() => void loadLightbox().catch(() => undefined)}
            onOpen={(picked) => {
              keepStepsWhileOpening();
              lightbox.open(picked.id);
            }}
            onEdit={isStaff ? setEditing : undefined}
            onDelete={isStaff ? setDeleting : undefined}
            unpublishedIds={unpublishedImages}
          />
        </>
      )}

      {totalPages !== undefined && <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={setPage} />}

      {lightboxWanted && (
        <Suspense fallback={null}>
          <WalkingLightbox albumId={album.id} page={page} totalPages={totalPages} current={current} lightbox={lightbox} />
        </Suspense>
      )}

      {isStaff && adding && (
        <Suspense fallback={null}>
          <AddImagesDialog albumId={album.id} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {isStaff && editing && (
        <Suspense fallback={null}>
          <ImageDetailsDialog image={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {isStaff && deleteAsked && (
        <Suspense fallback={null}>
          <StaffConfirmDialog
            open={deleting !== null}
            title={albumText.deleteImageDialog.title}
            text={albumText.deleteImageDialog.text}
            confirmLabel={albumText.deleteImageDialog.confirm}
            cancelLabel={albumText.deleteImageDialog.cancel}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
            removesItem
          />
        </Suspense>
      )}
    </>
  );
}

/** The lightbox over the album: mounted once a visitor opens an image, with the pages around it. */
function WalkingLightbox({
  albumId,
  page,
  totalPages,
  current,
  lightbox,
}: {
  albumId: string;
  page: number;
  totalPages: number | undefined;
  current: AlbumImagesPageResult;
  lightbox: ReturnType<typeof useLightboxParam>;
}) {
  const walk = useLightboxWalk(albumId, page, totalPages, current, Boolean(lightbox.imageId));
  useImageOnItsPage({ albumId, imageId: lightbox.imageId, page, current, pageInWalk: walk.pageOf, show: lightbox.show, close: lightbox.close });
  return (
    <Lightbox
      images={walk.images}
      imageId={lightbox.imageId}
      firstPosition={walk.firstPosition}
      total={current.total ?? walk.images.length}
      onShow={(id) => lightbox.show(id, walk.pageOf(id))}
      onClose={lightbox.close}
    />
  );
}
