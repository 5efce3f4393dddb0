import { useEffect, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { pwaText } from '../content/pwa';
import { saveAlbumOffline, type AlbumImageSizes } from '../data/offline/saveAlbumOffline';
import type { SaveProgress } from '../data/offline/saveImagesOffline';
import { storageUsedBytes } from '../data/offline/persistentStorage';
import { ProgressBar } from './ProgressBar';

type SaveState = { kind: 'idle' } | { kind: 'saving'; progress: SaveProgress } | { kind: 'saved' } | { kind: 'failed' };

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

interface SaveAlbumOfflineProps {
  albumId: string;
  sizes: AlbumImageSizes;
}

/** 'Album offline speichern': caches all of an album's pages and images, with progress and the storage used. */
export function SaveAlbumOffline({ albumId, sizes }: SaveAlbumOfflineProps) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [used, setUsed] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    void storageUsedBytes().then((bytes) => current && setUsed(bytes));
    return () => {
      current = false;
    };
  }, []);

  if (typeof caches === 'undefined') return null;

  const save = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: 0 } });
    try {
      const failed = await saveAlbumOffline(albumId, sizes, (progress) => setState({ kind: 'saving', progress }));
      setState(failed === 0 ? { kind: 'saved' } : { kind: 'failed' });
    } catch {
      setState({ kind: 'failed' });
    }
    setUsed(await storageUsedBytes());
  };

  return (
    <Stack gap="2" maxW="sm" data-testid="save-album-offline">
      <Button variant="outline" colorPalette="sand" loading={state.kind === 'saving'} onClick={() => void save()}>
        {pwaText.saveAlbum}
      </Button>
      {state.kind === 'saving' && (
        <ProgressBar done={state.progress.done} total={state.progress.total} label={pwaText.savingAlbum(state.progress.done, state.progress.total)} />
      )}
      <Box role="status" fontSize="sm" color="sand.700">
        {state.kind === 'saved' && <Text>{pwaText.albumSaved}</Text>}
        {state.kind === 'failed' && <Text color="red.700">{pwaText.albumSaveFailed}</Text>}
        {used !== null && state.kind !== 'saving' && <Text>{pwaText.storageUsed(megabytes(used))}</Text>}
      </Box>
    </Stack>
  );
}
