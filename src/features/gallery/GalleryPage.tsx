import { Suspense, useState } from 'react';
import { css, cx } from '../../styled-system/css';
import { galleryText } from '../../content/gallery';
import { loadFailedText } from '../../content/loadStates';
import { useAuth } from '../../data/auth';
import { useAlbumsPage, ALBUMS_PAGE_SIZE } from '../../data/albums';
import type { Album } from '../../data/rows';
import { fillsWindow } from '../../ui/fillsWindow';
import { LoadProblem } from '../../ui/LoadProblem';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { pageCount, Pagination } from '../../ui/Pagination';
import { showToast } from '../../ui/showToast';
import { useSavedAlbums } from '../../data/offline';
import { useUnpublishedRows } from '../../data/sync';
import { AlbumCardSkeleton } from './AlbumCard';
import { EARLY_REGIONS } from '../../lib/earlyPaint';
import { albumCardClasses } from './albumCardClasses.buildtime';
import { AlbumList } from './AlbumList';
import { GalleryShell } from './GalleryShell';
// Staff only: the button, the confirmation, the form, the picker and the image preparation load when first needed.
import { useCodeOnDemand } from '../../lib/codeOnDemand';
import { AlbumDialog, galleryStaffCode, StaffConfirmDialog } from './staffParts';
import { useClampedPage, usePageParam } from './usePageParam';


/** /galerie: the albums, nine per page, newest first; staff create, edit and delete them. */
export function Component() {
  const [page, setPage] = usePageParam();
  const { albums, total, load } = useAlbumsPage(page);
  const savedAlbums = useSavedAlbums();
  const savedIds = new Set(savedAlbums?.map((saved) => saved.albumId));
  const { isStaff } = useAuth();
  const unpublishedIds = useUnpublishedRows('albums');
  const staff = useCodeOnDemand(galleryStaffCode, isStaff);
  const totalPages = total === undefined ? undefined : pageCount(total, ALBUMS_PAGE_SIZE);
  useClampedPage(page, totalPages);

  const [editing, setEditing] = useState<Album | 'new' | null>(null);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [deleting, setDeleting] = useState<Album | null>(null);
  // The confirmation's code loads with the first delete, then stays mounted (it animates out).
  if (deleting && !deleteAsked) setDeleteAsked(true);

  // The dialog closes itself once this settles.
  async function confirmDelete() {
    if (!deleting) return;
    try {
      // Staff-only code: loaded on first use, not with the page.
      const { deleteAlbumAndAnnounce } = await import('./gallerySaves');
      await deleteAlbumAndAnnounce(deleting.id);
    } catch (error) {
      console.error(error);
      showToast({ ...galleryText.toast.albumDeleteError, type: 'error' });
    }
  }

  return (
    <GalleryShell busy={albums === undefined && load.status !== 'failed'}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
          mb: '8',
        })}
      >
        <h1
          className={css({
            fontFamily: 'heading',
            fontWeight: 'semibold',
            textStyle: 'xl',
            fontSize: { base: '4xl', md: '5xl' },
            lineHeight: 'shorter',
          })}
        >
          {galleryText.title}
        </h1>
        {/* The button's height is kept while its code loads. */}
        {isStaff && (staff ? <staff.CreateAlbumButton onClick={() => setEditing('new')} /> : <div className={css({ h: '10' })} />)}
      </div>

      {/* Its own boundary: should the early script's cards ever differ from React's, hydration
          replaces only this region, not the page. */}
      <Suspense fallback={null}>
        {albums === undefined && load.status === 'failed' ? (
          <LoadProblem load={load} title={loadFailedText.albums} />
        ) : albums === undefined ? (
          <ul className={cx(albumCardClasses.grid, fillsWindow)} aria-label={galleryText.loading} data-early-region={EARLY_REGIONS.albums}>
            {Array.from({ length: 6 }, (_, i) => (
              <AlbumCardSkeleton key={i} />
            ))}
          </ul>
        ) : albums.length === 0 ? (
          <p
            role="status"
            className={css({
              fontSize: 'lg',
              color: 'sand.700',
              py: '16',
              textAlign: 'center',
            })}
            data-testid="gallery-empty"
          >
            {galleryText.empty}
          </p>
        ) : (
          <>
            <StaleDataNotice load={load} />
            <AlbumList albums={albums} onEdit={isStaff ? setEditing : undefined} onDelete={isStaff ? setDeleting : undefined} savedIds={savedIds} unpublishedIds={unpublishedIds} />
          </>
        )}
      </Suspense>

      {totalPages !== undefined && <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={setPage} />}

      {isStaff && editing && (
        <Suspense fallback={null}>
          <AlbumDialog album={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {isStaff && deleteAsked && (
        <Suspense fallback={null}>
          <StaffConfirmDialog
            open={deleting !== null}
            title={galleryText.deleteAlbum.title}
            text={galleryText.deleteAlbum.text}
            confirmLabel={galleryText.deleteAlbum.confirm}
            cancelLabel={galleryText.deleteAlbum.cancel}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
            removesItem
          />
        </Suspense>
      )}
    </GalleryShell>
  );
}
