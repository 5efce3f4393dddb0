import { useEffect, useState } from 'react';
import { Box, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { pwaText } from '../content/pwa';
import { areImagesSaved, saveImagesOffline, type SaveProgress } from '../data/offline/saveImagesOffline';
import { storageUsedBytes } from '../data/offline/persistentStorage';

type SaveState = { kind: 'idle' } | { kind: 'saving'; progress: SaveProgress } | { kind: 'saved' } | { kind: 'failed' };

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

/** 'Album offline speichern': caches all of an album's images, with progress and the storage used. */
export function SaveAlbumOffline({ imageUrls }: { imageUrls: readonly string[] }) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [used, setUsed] = useState<number | null>(null);
  const urlsKey = imageUrls.join('\n');

  useEffect(() => {
    let current = true;
    void areImagesSaved(urlsKey ? urlsKey.split('\n') : []).then((saved) => {
      if (current && saved) setState({ kind: 'saved' });
    });
    void storageUsedBytes().then((bytes) => current && setUsed(bytes));
    return () => {
      current = false;
    };
  }, [urlsKey]);

  if (typeof caches === 'undefined' || imageUrls.length === 0) return null;

  const save = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: imageUrls.length } });
    const failed = await saveImagesOffline(imageUrls, (progress) => setState({ kind: 'saving', progress }));
    setState(failed === 0 ? { kind: 'saved' } : { kind: 'failed' });
    setUsed(await storageUsedBytes());
  };

  return (
    <Stack gap="2" maxW="sm" data-testid="save-album-offline">
      <Button variant="outline" colorPalette="sand" loading={state.kind === 'saving'} onClick={() => void save()}>
        {pwaText.saveAlbum}
      </Button>
      {state.kind === 'saving' && (
        <Progress.Root value={state.progress.done} max={state.progress.total} size="sm" colorPalette="cognac">
          <Progress.Label fontSize="sm">{pwaText.savingAlbum(state.progress.done, state.progress.total)}</Progress.Label>
          <Progress.Track mt="1">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Box role="status" fontSize="sm" color="sand.700">
        {state.kind === 'saved' && <Text>{pwaText.albumSaved}</Text>}
        {state.kind === 'failed' && <Text color="red.700">{pwaText.albumSaveFailed}</Text>}
        {used !== null && state.kind !== 'saving' && <Text>{pwaText.storageUsed(megabytes(used))}</Text>}
      </Box>
    </Stack>
  );
}
