import { Badge } from '@chakra-ui/react';
import { syncText } from '../content/sync';

/**
 * On a staff card whose own edit has not reached the server (its state from the data layer's
 * `useRowSyncState`): the bar's status counts such edits, this says which card they are on.
 * Inside a staff part's ChakraLayer.
 */
export function RowSyncMark({ state }: { state: 'waiting' | 'conflict' | undefined }) {
  if (!state) return null;
  const conflict = state === 'conflict';
  return (
    <Badge data-testid="row-sync-mark" size="sm" variant="subtle" alignSelf="flex-start" whiteSpace="normal" bg={conflict ? 'red.100' : 'sand.100'} color={conflict ? 'red.800' : 'sand.800'}>
      {syncText.rowMark[state]}
    </Badge>
  );
}
