import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Conflict, FailedEntry, StalledEntry, WaitingEntry } from '../../data/sync';
import { syncText } from '../../content/sync';
import { ConflictDetails } from './ConflictDetails';
import { formatClockTime } from '../../lib/germanFormat';
import { hasBackgroundSync, syncSummary } from './syncSummary';

export interface SyncPanelProps {
  pending: number;
  waiting: WaitingEntry[];
  syncing: boolean;
  lastSyncAt: number | null;
  lastError: string | null;
  failed: FailedEntry[];
  conflicts: Conflict[];
  stalled: StalledEntry[];
  onRetry: (id: string) => void;
  /** Tries what waits for the server now. */
  onRetryWaiting: () => void;
  onDiscard: (id: string) => void;
  onResolve: (id: string, keep: 'mine' | 'theirs') => void;
}

/**
 * The staff sync details: state and last sync, then what needs a decision (conflicts, failed
 * edits), then edits that wait in trouble, then the others that wait. Sections that come and go by themselves sit below the
 * ones with buttons, so nothing moves under a finger about to decide.
 */
export function SyncPanel({ pending, waiting, syncing, lastSyncAt, lastError, failed, conflicts, stalled, onRetry, onRetryWaiting, onDiscard, onResolve }: SyncPanelProps) {
  const summary = syncSummary({ pending, syncing, problems: failed.length + conflicts.length, stalled: stalled.length });
  // The last error stands at its entry below while that is listed; said again up here it reads as a second problem.
  const lastErrorListed = [...conflicts, ...failed, ...stalled].some((entry) => entry.message === lastError);
  return (
    <Stack gap="3" fontSize="sm" textAlign="left" data-testid="sync-panel">
      <Box>
        <Text fontWeight="medium" data-testid="sync-panel-summary">
          {summary.tone === 'ok' ? syncText.upToDate : summary.tone === 'problem' && pending > 0 ? `${summary.text} · ${syncText.pending(pending)}` : summary.text}
        </Text>
        {pending > 0 && !hasBackgroundSync() && <Text color="sand.700">{syncText.sentOnNextVisit}</Text>}
        <Text color="sand.700">{lastSyncAt === null ? syncText.neverSynced : syncText.lastSync(formatClockTime(lastSyncAt))}</Text>
        {lastError && !lastErrorListed && <Text color="red.700">{syncText.lastError(lastError)}</Text>}
      </Box>
      {conflicts.length > 0 && (
        <PanelSection heading={syncText.conflictsHeading}>
          {conflicts.map((conflict) => {
            const what = syncText.describeEdit({ kind: conflict.kind, table: conflict.table, label: conflict.label, count: 1 });
            return (
              <Box as="li" key={conflict.id} borderWidth="1px" borderColor="orange.200" bg="orange.50" rounded="md" p="3" data-testid="sync-conflict">
                <Text fontWeight="medium">{what}</Text>
                <Text>{conflict.message}</Text>
                <ConflictDetails conflict={conflict} what={what} />
                <Text color="sand.700" mt="2">
                  {conflict.kind === 'delete' ? syncText.deleteConflictHelp : syncText.conflictHelp}
                </Text>
                <Flex gap="2" mt="2" wrap="wrap">
                  <Button size="xs" colorPalette="cognac" onClick={() => onResolve(conflict.id, 'mine')}>
                    {conflict.kind === 'delete' ? syncText.deleteAnyway : syncText.keepMine}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="sand" onClick={() => onResolve(conflict.id, 'theirs')}>
                    {syncText.keepTheirs}
                  </Button>
                </Flex>
              </Box>
            );
          })}
        </PanelSection>
      )}
      {failed.length > 0 && (
        <PanelSection heading={syncText.failedHeading}>
          {failed.map((entry) => (
            <Box as="li" key={entry.id} borderWidth="1px" borderColor="red.200" bg="red.50" rounded="md" p="3" data-testid="sync-failed-entry">
              <Text fontWeight="medium">{syncText.describeEdit(entry)}</Text>
              <Text color="red.800">{entry.message}</Text>
              {entry.dependents > 0 && <Text color="sand.700">{syncText.dependents(entry.dependents)}</Text>}
              <Text color="sand.700" mt="1">
                {entry.retryable ? syncText.failedHelp : syncText.failedGoneHelp}
              </Text>
              <Flex gap="2" mt="2" wrap="wrap">
                {entry.retryable && (
                  <Button size="xs" colorPalette="cognac" onClick={() => onRetry(entry.id)}>
                    {syncText.retry}
                  </Button>
                )}
                <Button size="xs" variant={entry.retryable ? 'outline' : 'solid'} colorPalette={entry.retryable ? 'sand' : 'cognac'} onClick={() => onDiscard(entry.id)}>
                  {syncText.discard}
                </Button>
              </Flex>
            </Box>
          ))}
        </PanelSection>
      )}
      {stalled.length > 0 && (
        <PanelSection heading={syncText.stalledHeading}>
          {stalled.map((entry) => (
            <Box as="li" key={entry.id} borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3" data-testid="sync-stalled-entry">
              <Text fontWeight="medium">{syncText.describeEdit({ ...entry, count: 1 })}</Text>
              <Text color="orange.900">{entry.message}</Text>
              <Text color="sand.700">{syncText.stalledText(entry.attempts)}</Text>
            </Box>
          ))}
          {/* The next automatic attempt may be a minute away once the server is back: staff need not wait for it. */}
          <Box as="li">
            <Button size="xs" colorPalette="cognac" onClick={onRetryWaiting} disabled={syncing}>
              {syncText.retryNow}
            </Button>
          </Box>
        </PanelSection>
      )}
      {waiting.length > 0 && (
        <PanelSection heading={syncText.waitingHeading}>
          {waitingLines(waiting).map((line) => (
            <Box as="li" key={line} color="sand.800" data-testid="sync-waiting-entry">
              {line}
            </Box>
          ))}
        </PanelSection>
      )}
    </Stack>
  );
}

/** Shown of the edits that wait; the rest is counted, so the panel stays short. */
const WAITING_SHOWN = 6;

/**
 * What waits, as staff would say it: each edit once, with how many saves made it where there are
 * several (the header counts saves, so the lines add up to it). An image's upload is part of the
 * save that uses it ('Neues Bild im Album'); uploads of a save that waits for nothing else are one line.
 */
function waitingLines(waiting: WaitingEntry[]): string[] {
  const edits = waiting.filter((entry) => entry.kind !== 'upload');
  const withEdits = new Set(edits.map((entry) => entry.batchId));
  const uploads = waiting.filter((entry) => entry.kind === 'upload' && !withEdits.has(entry.batchId)).length;
  const savesOf = new Map<string, Set<string>>();
  for (const entry of edits) {
    const line = syncText.describeEdit(entry);
    savesOf.set(line, (savesOf.get(line) ?? new Set()).add(entry.batchId));
  }
  const editLines = [...savesOf].map(([line, saves]) => syncText.savedTimes(line, saves.size));
  const lines = uploads > 0 ? [...editLines, syncText.waitingUploads(uploads)] : editLines;
  if (lines.length <= WAITING_SHOWN) return lines;
  return [...lines.slice(0, WAITING_SHOWN - 1), syncText.waitingMore(lines.length - WAITING_SHOWN + 1)];
}

function PanelSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" fontSize="md" fontFamily="body" mb="2">
        {heading}
      </Heading>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
        {children}
      </Stack>
    </Box>
  );
}
