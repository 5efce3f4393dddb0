import { useEffect, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { offlineCopyText as text } from '../../content/offlineCopies';
import { gallerySizes } from '../../content/gallery';
import { AlbumNotSavedError, refreshSavedAlbum, removeSavedAlbum, saveAlbumOffline, type SaveProgress } from '../../data/albumSaves';
import { useSavedAlbum } from '../../data/offline';
import { formatBytes, formatSavedAt } from '../../lib/germanFormat';
import { ProgressBar } from '../../ui/ProgressBar';
import { showToast } from '../../ui/showToast';

const SIZES = { thumbnail: gallerySizes.thumbnail, fullWidth: gallerySizes.fullWidth };

type SaveState = { kind: 'idle' } | { kind: 'saving'; progress: SaveProgress } | { kind: 'failed'; message: string };

/** Saved albums refreshed in this page's life: once per visit is enough. */
const refreshedThisPage = new Set<string>();

/**
 * 'Album offline speichern' for every visitor: saves the album's rows and every image at the
 * sizes its pages request, with progress; once saved, says when and how much space it takes,
 * and offers to update or remove the copy. An online visit refreshes a saved copy quietly.
 */
export function SaveAlbumOffline({ albumId }: { albumId: string }) {
  const saved = useSavedAlbum(albumId);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  useEffect(() => {
    if (!saved || !navigator.onLine || refreshedThisPage.has(albumId)) return;
    refreshedThisPage.add(albumId);
    void refreshSavedAlbum(albumId, SIZES);
  }, [saved, albumId]);

  // Until the device answered whether a copy exists: the button's room, so nothing below moves.
  if (saved === undefined) return <Box h="10" />;
  if (typeof caches === 'undefined') {
    return (
      <Text fontSize="sm" color="sand.700">
        {text.notSupported}
      </Text>
    );
  }

  const save = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: 0 } });
    try {
      await saveAlbumOffline(albumId, SIZES, (progress) => setState({ kind: 'saving', progress }));
      refreshedThisPage.add(albumId);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: text.failed(error instanceof AlbumNotSavedError ? error.failed : 0) });
    }
  };

  const remove = async () => {
    try {
      await removeSavedAlbum(albumId);
      setState({ kind: 'idle' });
      showToast({ title: text.removed, type: 'success' });
    } catch {
      showToast({ title: text.removeFailed, type: 'error' });
    }
  };

  return (
    <Stack gap="2" maxW="sm" data-testid="save-album-offline">
      {state.kind === 'saving' ? (
        <ProgressBar done={state.progress.done} total={state.progress.total} label={text.saving(state.progress.done, state.progress.total)} />
      ) : saved ? (
        <Box role="status" fontSize="sm" color="sand.800" data-testid="album-saved-offline">
          <Text fontWeight="semibold">{text.savedOn(formatSavedAt(saved.savedAt))}</Text>
          <Text>{text.savedSize(text.images(saved.imageCount), formatBytes(saved.bytes))}</Text>
        </Box>
      ) : null}
      {state.kind !== 'saving' && (
        <Box display="flex" flexWrap="wrap" gap="2">
          {saved ? (
            <>
              <Button size="sm" variant="outline" colorPalette="sand" onClick={() => void save()}>
                {text.update}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>
                {text.remove}
              </Button>
            </>
          ) : (
            saved === null && (
              <Button variant="outline" colorPalette="sand" onClick={() => void save()}>
                {text.save}
              </Button>
            )
          )}
        </Box>
      )}
      {state.kind === 'failed' && (
        <Text role="alert" fontSize="sm" color="red.700">
          {state.message}
        </Text>
      )}
    </Stack>
  );
}
