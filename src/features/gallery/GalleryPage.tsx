import { lazy, Suspense, useState } from 'react';
import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { galleryText } from '../../content/gallery';
import { loadFailedText } from '../../content/loadStates';
import { useAuth } from '../../data/auth';
import { useAlbumsPage, ALBUMS_PAGE_SIZE } from '../../data/albums';
import type { Album } from '../../data/rows';
import { LoadProblem } from '../../ui/LoadProblem';
import { pageCount, Pagination } from '../../ui/Pagination';
import { watchSave } from '../../data/sync';
import { announceSave } from '../../ui/announceSave';
import { showToast } from '../../ui/showToast';
import { useSavedAlbums } from '../../data/offline';
import { AlbumCard, AlbumCardSkeleton } from './AlbumCard';
import { PlusIcon } from './galleryIcons';
import { GalleryShell } from './GalleryShell';
import { useClampedPage, usePageParam } from './usePageParam';

// Staff only: the confirmation, the form, the picker and the image preparation load when first needed.
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
const AlbumDialog = lazy(() => import('./AlbumDialog'));

const gridColumns = { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' };

/** /galerie: the albums, nine per page, newest first; staff create, edit and delete them. */
export function Component() {
  const [page, setPage] = usePageParam();
  const { albums, total, load } = useAlbumsPage(page);
  const savedAlbums = useSavedAlbums();
  const savedIds = new Set(savedAlbums?.map((saved) => saved.albumId));
  const { isStaff } = useAuth();
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
      const { deleteAlbum } = await import('../../data/albumEdits');
      announceSave({ title: galleryText.toast.albumDeleted }, watchSave(await deleteAlbum(deleting.id)));
    } catch (error) {
      console.error(error);
      showToast({ ...galleryText.toast.albumDeleteError, type: 'error' });
    }
  }

  return (
    <GalleryShell busy={albums === undefined && load.status !== 'failed'}>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="4" mb="8">
        <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }}>
          {galleryText.title}
        </Heading>
        {isStaff && (
          <Button colorPalette="cognac" onClick={() => setEditing('new')}>
            <PlusIcon />
            {galleryText.createAlbum}
          </Button>
        )}
      </Box>

      {albums === undefined && load.status === 'failed' ? (
        <LoadProblem load={load} title={loadFailedText.albums} />
      ) : albums === undefined ? (
        <chakra.ul display="grid" gridTemplateColumns={gridColumns} gap="6" aria-label={galleryText.loading}>
          {Array.from({ length: 6 }, (_, i) => (
            <AlbumCardSkeleton key={i} />
          ))}
        </chakra.ul>
      ) : albums.length === 0 ? (
        <Text role="status" fontSize="lg" color="sand.700" py="16" textAlign="center" data-testid="gallery-empty">
          {galleryText.empty}
        </Text>
      ) : (
        <chakra.ul display="grid" gridTemplateColumns={gridColumns} gap="6" aria-label={galleryText.albumList} data-testid="album-list">
          {albums.map((album, index) => (
            <AlbumCard
              key={album.id}
              album={album}
              eager={index < 3}
              priority={index === 0}
              onEdit={isStaff ? setEditing : undefined}
              onDelete={isStaff ? setDeleting : undefined}
              savedOffline={savedIds.has(album.id)}
            />
          ))}
        </chakra.ul>
      )}

      {totalPages !== undefined && <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={setPage} />}

      {isStaff && editing && (
        <Suspense fallback={null}>
          <AlbumDialog album={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {isStaff && deleteAsked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={deleting !== null}
            title={galleryText.deleteAlbum.title}
            text={galleryText.deleteAlbum.text}
            confirmLabel={galleryText.deleteAlbum.confirm}
            cancelLabel={galleryText.deleteAlbum.cancel}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </GalleryShell>
  );
}
