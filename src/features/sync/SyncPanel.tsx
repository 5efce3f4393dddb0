import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Conflict, FailedEntry } from '../../data/sync/syncStatus';
import { syncText } from '../../content/sync';
import { formatSyncTime } from './syncSummary';

export interface SyncPanelProps {
  pending: number;
  syncing: boolean;
  lastSyncAt: number | null;
  lastError: string | null;
  failed: FailedEntry[];
  conflicts: Conflict[];
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  onResolve: (id: string, keep: 'mine' | 'theirs') => void;
}

/** The staff sync details: state, last sync, last error, failed entries and conflicts. */
export function SyncPanel({ pending, syncing, lastSyncAt, lastError, failed, conflicts, onRetry, onDiscard, onResolve }: SyncPanelProps) {
  return (
    <Stack gap="3" fontSize="sm" textAlign="left" data-testid="sync-panel">
      <Box>
        <Text fontWeight="medium">{syncing ? syncText.syncing : pending > 0 ? syncText.pending(pending) : syncText.upToDate}</Text>
        <Text color="sand.700">{lastSyncAt === null ? syncText.neverSynced : syncText.lastSync(formatSyncTime(lastSyncAt))}</Text>
        {lastError && <Text color="red.700">{syncText.lastError(lastError)}</Text>}
      </Box>
      {failed.length > 0 && (
        <Box as="section">
          <Heading as="h3" fontSize="md" fontFamily="body" mb="2">
            {syncText.failedHeading}
          </Heading>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {failed.map((entry) => (
              <Box as="li" key={entry.id} borderWidth="1px" borderColor="red.200" bg="red.50" rounded="md" p="3" data-testid="sync-failed-entry">
                <Text fontWeight="medium">
                  {syncText.kinds[entry.kind]}
                  {entry.table ? ` · ${syncText.tables[entry.table]}` : ''}
                </Text>
                <Text color="red.800">{entry.message}</Text>
                {entry.dependents > 0 && <Text color="sand.700">{syncText.dependents(entry.dependents)}</Text>}
                <Flex gap="2" mt="2" wrap="wrap">
                  <Button size="xs" colorPalette="cognac" onClick={() => onRetry(entry.id)}>
                    {syncText.retry}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="sand" onClick={() => onDiscard(entry.id)}>
                    {syncText.discard}
                  </Button>
                </Flex>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {conflicts.length > 0 && (
        <Box as="section">
          <Heading as="h3" fontSize="md" fontFamily="body" mb="2">
            {syncText.conflictsHeading}
          </Heading>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {conflicts.map((conflict) => (
              <Box as="li" key={conflict.id} borderWidth="1px" borderColor="orange.200" bg="orange.50" rounded="md" p="3" data-testid="sync-conflict">
                <Text fontWeight="medium">{syncText.tables[conflict.table]}</Text>
                <Text>{conflict.message}</Text>
                <Flex gap="2" mt="2" wrap="wrap">
                  <Button size="xs" colorPalette="cognac" onClick={() => onResolve(conflict.id, 'mine')}>
                    {syncText.keepMine}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="sand" onClick={() => onResolve(conflict.id, 'theirs')}>
                    {syncText.keepTheirs}
                  </Button>
                </Flex>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
