import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { albumIdOf, paths } from '../../lib/paths';
import { offlineCopyText as text } from '../../content/offlineCopies';
import { metaFor } from '../../content/seo';
import { removeSavedAlbum } from '../../data/albumSaves';
import { useSavedAlbums, useVisitedPagePaths, type SavedAlbum } from '../../data/offline';
import { useStoredAlbums } from '../../data/albums';
import type { Album } from '../../data/rows';
import { formatBytes, formatSavedAt } from '../../lib/germanFormat';
import { PageShell } from '../../ui/PageShell';
import { showToast } from '../../ui/showToast';

/** /offline: what this device can open without a network, so a visitor offline knows where to go. */
export function Component() {
  return (
    <PageShell title={text.pageTitle}>
      <Text fontSize="lg" color="sand.700" mb="10" maxW="3xl">
        {text.intro}
      </Text>
      <Stack gap="12">
        <SavedAlbumList />
        <VisitedPageList />
      </Stack>
    </PageShell>
  );
}

function SavedAlbumList() {
  const saved = useSavedAlbums();
  return (
    <Box as="section" aria-labelledby="saved-albums">
      <Heading as="h2" id="saved-albums" fontSize="3xl" mb="4">
        {text.savedAlbumsTitle}
      </Heading>
      {saved === undefined ? (
        <Text color="sand.700">{text.loading}</Text>
      ) : saved.length === 0 ? (
        <Text color="sand.700" data-testid="no-saved-albums">
          {text.noSavedAlbums}{' '}
          <chakra.a asChild color="cognac.700" textDecoration="underline">
            <Link to={paths.gallery()}>{text.albumsLink}</Link>
          </chakra.a>
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="saved-album-list">
          {saved.map((album) => (
            <SavedAlbumRow key={album.albumId} album={album} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function SavedAlbumRow({ album }: { album: SavedAlbum }) {
  const remove = async () => {
    try {
      await removeSavedAlbum(album.albumId);
      showToast({ title: text.removed, type: 'success' });
    } catch {
      showToast({ title: text.removeFailed, type: 'error' });
    }
  };
  return (
    <Box as="li" display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" bg="white" borderWidth="1px" borderColor="sand.200" rounded="lg" px="5" py="4" data-testid="saved-album">
      <Box>
        <chakra.a asChild fontWeight="semibold" fontSize="lg" color="cognac.700" textDecoration="underline">
          <Link to={paths.album(album.albumId)}>{album.title}</Link>
        </chakra.a>
        <Text fontSize="sm" color="sand.700">
          {text.savedSize(text.images(album.imageCount), formatBytes(album.bytes))} · {text.savedOn(formatSavedAt(album.savedAt))}
        </Text>
      </Box>
      <Button size="sm" variant="outline" colorPalette="red" aria-label={text.removeLabel(album.title)} onClick={() => void remove()}>
        {text.remove}
      </Button>
    </Box>
  );
}

function pageLabel(path: string, albums: Map<string, Album> | undefined): string {
  const url = new URL(path, 'http://localhost');
  const albumId = albumIdOf(url.pathname);
  const title = albumId
    ? (albums?.get(albumId)?.title ?? text.unknownAlbum)
    : url.pathname === paths.home()
      ? text.homePage
      : (metaFor(url.pathname).title.split(' | ')[0] ?? url.pathname);
  const page = url.searchParams.get('seite');
  return page && page !== '1' ? text.pageNumber(title, page) : title;
}

function VisitedPageList() {
  const visited = useVisitedPagePaths()?.filter((path) => path !== paths.offlineAvailable());
  const albums = useStoredAlbums((visited ?? []).flatMap((path) => albumIdOf(new URL(path, 'http://localhost').pathname) ?? []));
  return (
    <Box as="section" aria-labelledby="visited-pages">
      <Heading as="h2" id="visited-pages" fontSize="3xl" mb="4">
        {text.visitedTitle}
      </Heading>
      {visited === undefined ? (
        <Text color="sand.700">{text.loading}</Text>
      ) : visited.length === 0 ? (
        <Text color="sand.700">{text.noVisited}</Text>
      ) : (
        <Stack as="ul" gap="2" ps="5" data-testid="visited-page-list">
          {visited.map((path) => (
            <li key={path}>
              <chakra.a asChild color="cognac.700" textDecoration="underline">
                <Link to={path}>{pageLabel(path, albums)}</Link>
              </chakra.a>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
