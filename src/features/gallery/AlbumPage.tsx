import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBackToGallery } from './fromGallery';
import { paths } from '../../lib/paths';
import { albumText, galleryText } from '../../content/gallery';
import { loadFailedText } from '../../content/loadStates';
import { useAuth } from '../../data/auth';
import { useAlbum, useAlbumImagesPage, type AlbumImagesPageResult, ALBUM_IMAGES_PAGE_SIZE, type LoadState } from '../../data/albums';
import type { Album, GalleryImage } from '../../data/rows';
import { LoadProblem } from '../../ui/LoadProblem';
import { pageCount, Pagination } from '../../ui/Pagination';
import { watchSave } from '../../data/sync';
import { announceSave } from '../../ui/announceSave';
import { showToast } from '../../ui/showToast';
import { ArrowLeftIcon, PlusIcon } from './galleryIcons';
import { GalleryShell, SkeletonBlock } from './GalleryShell';
import { ImageTile, ImageTileSkeleton } from './ImageTile';
import { useClampedPage, usePageParam } from './usePageParam';
import { useLightboxParam } from './useLightboxParam';
import { useLightboxWalk } from './useLightboxWalk';

// The lightbox loads with the first image a visitor opens (fetched early once a thumbnail is pointed at or focused).
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));
// Staff only: the confirmation, the dialogs, the picker and the image preparation load when first needed.
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
const AddImagesDialog = lazy(() => import('./AddImagesDialog'));
const ImageDetailsDialog = lazy(() => import('./ImageDetailsDialog'));
// Everyone's, but not needed for the first paint of the album: loads beside it.
const SaveAlbumOffline = lazy(() => import('./SaveAlbumOffline').then((module) => ({ default: module.SaveAlbumOffline })));

const gridColumns = { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' };

/** Album ids are UUIDs; anything else cannot name an album (and the server would refuse the query). */
const ALBUM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /galerie/{albumId}: the album's images, twelve per page, with a lightbox; staff add, edit, delete. */
export function Component() {
  const { albumId = '' } = useParams();
  return ALBUM_ID.test(albumId) ? <AlbumView albumId={albumId} /> : <AlbumFrame album={null} />;
}

function AlbumView({ albumId }: { albumId: string }) {
  const { album, load } = useAlbum(albumId);
  return <AlbumFrame album={album} load={load} />;
}

function AlbumFrame({ album, load }: { album: Album | null | undefined; load?: LoadState }) {
  const navigate = useNavigate();
  const backToGallery = useBackToGallery();

  // Not found on the server (PGRST116): back to the gallery with a toast (SPEC.md section 8).
  useEffect(() => {
    if (album !== null) return;
    showToast({ title: galleryText.toast.albumNotFound, type: 'error' });
    navigate(paths.gallery(), { replace: true });
  }, [album, navigate]);

  return (
    <GalleryShell busy={album === undefined && load?.status !== 'failed'}>
      <Button asChild variant="ghost" colorPalette="sand" mb="6" ms="-3">
        <Link to={backToGallery}>
          <ArrowLeftIcon />
          {albumText.backToGallery}
        </Link>
      </Button>
      {album === undefined && load?.status === 'failed' ? (
        <LoadProblem load={load} title={loadFailedText.album} headingLevel="h1" />
      ) : album === undefined ? (
        <AlbumSkeleton />
      ) : album === null ? (
        <AlbumNotFound />
      ) : (
        <AlbumContent album={album} />
      )}
    </GalleryShell>
  );
}

function AlbumNotFound() {
  const backToGallery = useBackToGallery();
  return (
    <Box py="10" data-testid="album-not-found">
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
        {albumText.notFound}
      </Heading>
      <Text mb="6">{albumText.notFoundText}</Text>
      <chakra.a asChild color="cognac.700" textDecoration="underline">
        <Link to={backToGallery}>{albumText.backToGallery}</Link>
      </chakra.a>
    </Box>
  );
}

function AlbumSkeleton() {
  return (
    <Box>
      <Heading as="h1" srOnly>
        {albumText.loading}
      </Heading>
      <SkeletonBlock h="12" w="60%" mb="4" />
      <SkeletonBlock h="5" w="80%" mb="10" />
      <ImageGridSkeleton />
    </Box>
  );
}

function ImageGridSkeleton() {
  return (
    <chakra.ul display="grid" gridTemplateColumns={gridColumns} gap="5">
      {Array.from({ length: 8 }, (_, i) => (
        <ImageTileSkeleton key={i} />
      ))}
    </chakra.ul>
  );
}

function AlbumContent({ album }: { album: Album }) {
  const [page, setPage] = usePageParam();
  const current = useAlbumImagesPage(album.id, page);
  const { images, total, load } = current;
  const { isStaff } = useAuth();
  const totalPages = total === undefined ? undefined : pageCount(total, ALBUM_IMAGES_PAGE_SIZE);
  useClampedPage(page, totalPages);
  const lightbox = useLightboxParam();
  // Once opened, the lightbox stays mounted so that it closes (and returns focus) like a dialog.
  const [lightboxWanted, setLightboxWanted] = useState(false);
  if (lightbox.imageId && !lightboxWanted) setLightboxWanted(true);
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
      const { deleteImage } = await import('../../data/albumEdits');
      announceSave({ title: galleryText.toast.imageDeleted }, watchSave(await deleteImage(deleting.id)));
    } catch (error) {
      console.error(error);
      showToast({ ...galleryText.toast.imageDeleteError, type: 'error' });
    }
  }

  return (
    <>
      <Box display="flex" flexWrap="wrap" alignItems="flex-start" justifyContent="space-between" gap="4" mb="10">
        <Box maxW="3xl">
          <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} mb="3">
            {album.title}
          </Heading>
          {album.description && (
            <Text fontSize="lg" color="sand.700" data-testid="album-description">
              {album.description}
            </Text>
          )}
        </Box>
        <Box display="flex" flexDirection="column" alignItems={{ base: 'flex-start', md: 'flex-end' }} gap="3">
          {isStaff && (
            <Button colorPalette="cognac" onClick={() => setAdding(true)}>
              <PlusIcon />
              {albumText.addImages}
            </Button>
          )}
          {/* The button's height is kept while its code loads: nothing below it moves. */}
          <Suspense fallback={<Box h="10" />}>
            <SaveAlbumOffline albumId={album.id} />
          </Suspense>
        </Box>
      </Box>

      {images === undefined && load.status === 'failed' ? (
        <LoadProblem load={load} title={loadFailedText.albumImages} />
      ) : images === undefined ? (
        <ImageGridSkeleton />
      ) : images.length === 0 ? (
        <Box role="status" textAlign="center" py="16" data-testid="album-empty">
          <Heading as="h2" fontSize="2xl" mb="2">
            {albumText.emptyTitle}
          </Heading>
          <Text color="sand.700">{albumText.emptyText}</Text>
          {isStaff && (
            <Text color="sand.700" mt="1">
              {albumText.emptyStaffText}
            </Text>
          )}
        </Box>
      ) : (
        <chakra.ul
          display="grid"
          gridTemplateColumns={gridColumns}
          gap="5"
          aria-label={albumText.imageList}
          data-testid="image-list"
          onPointerEnter={() => void loadLightbox()}
          onFocus={() => void loadLightbox()}
        >
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              image={image}
              position={firstPosition + index}
              eager={index < 4}
              onOpen={(picked) => lightbox.open(picked.id)}
              onEdit={isStaff ? setEditing : undefined}
              onDelete={isStaff ? setDeleting : undefined}
            />
          ))}
        </chakra.ul>
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
          <ConfirmDialog
            open={deleting !== null}
            title={albumText.deleteImageDialog.title}
            text={albumText.deleteImageDialog.text}
            confirmLabel={albumText.deleteImageDialog.confirm}
            cancelLabel={albumText.deleteImageDialog.cancel}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
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
