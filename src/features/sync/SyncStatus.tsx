import { useId, useRef, useState } from 'react';
import { Box, chakra, Popover, Portal } from '@chakra-ui/react';
import { discardFailed, resolveConflict, retryFailed, retryWaiting, useSyncStatus } from '../../data/syncEngine';
import { syncText } from '../../content/sync';
import { showToast } from '../../ui/showToast';
import { SyncPanel } from './SyncPanel';
import { syncSummary, type SyncTone } from './syncSummary';
import { useSyncNotices } from './useSyncNotices';
import { ChakraLayer } from '../../ui/ChakraLayer';
import { useOnline } from '../../ui/useOnline';
import { useCloseOnBack } from '../../lib/router';

interface SyncStatusProps {
  /**
   * In the bar the panel is a popover; in the mobile menu it unfolds in place. 'compact' sits
   * beside the menu button on phones, so staff see a problem without opening the menu.
   */
  placement: 'bar' | 'menu' | 'compact';
  onNavigate?: () => void;
}

/** A staff decision that could not be stored says so, instead of the button seeming to do nothing. */
function reportFailure(step: Promise<void>): void {
  step.catch((error: unknown) => {
    console.error('sync panel action failed', error);
    showToast({ type: 'error', title: syncText.actionFailedTitle, description: syncText.actionFailed });
  });
}

const toneColor: Record<SyncTone, string> = { ok: 'green.600', busy: 'orange.500', problem: 'red.600' };

/** Staff only: a compact sync indicator (pending, syncing, problems) that opens the sync details. */
function SyncStatusContent({ placement }: SyncStatusProps) {
  const engine = useSyncStatus();
  // Offline nothing is being sent, even while a run the connection dropped under still winds down
  // (a session refresh retries for up to 30 s): what is true is that the edits wait.
  const online = useOnline();
  const status = online || !engine.syncing ? engine : { ...engine, syncing: false };
  return (
    <>
      {placement === 'bar' && <SyncNotices failed={status.failed} stalled={status.stalled} conflicts={status.conflicts} />}
      <SyncIndicator placement={placement} status={status} />
    </>
  );
}

/** The bar's instance (always mounted for staff, hidden by CSS on phones) raises the notices once. */
function SyncNotices({ failed, stalled, conflicts }: Pick<ReturnType<typeof useSyncStatus>, 'failed' | 'stalled' | 'conflicts'>) {
  useSyncNotices(failed, stalled, conflicts);
  return null;
}

function SyncIndicator({ placement, status }: { placement: SyncStatusProps['placement']; status: ReturnType<typeof useSyncStatus> }) {
  const problems = status.failed.length + status.conflicts.length;
  const summary = syncSummary({ pending: status.pending, syncing: status.syncing, problems, stalled: status.stalled.length });
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const [popoverOpen, setPopoverOpen] = useState(false);
  // Back closes the bar's panel as it closes a dialog; it left the page, and on a phone the panel
  // stayed open over the page gone back to.
  useCloseOnBack(popoverOpen, () => setPopoverOpen(false));
  const panelContent = useRef<HTMLDivElement>(null);

  const panel = (
    <SyncPanel
      {...status}
      onRetry={(id) => reportFailure(retryFailed(id))}
      onRetryWaiting={retryWaiting}
      onDiscard={(id) => reportFailure(discardFailed(id))}
      onResolve={(id, keep) => reportFailure(resolveConflict(id, keep))}
    />
  );
  const indicator = (
    <>
      {status.syncing ? (
        <Box as="span" w="3" h="3" rounded="full" borderWidth="2px" borderColor={toneColor.busy} borderTopColor="transparent" animation="spin 0.8s linear infinite" aria-hidden="true" />
      ) : (
        <Box as="span" w="2.5" h="2.5" rounded="full" bg={toneColor[summary.tone]} aria-hidden="true" />
      )}
      {placement === 'compact' ? compactText(summary, status) : <chakra.span>{summary.tone === 'ok' ? syncText.upToDate : summary.text}</chakra.span>}
    </>
  );
  const triggerStyle = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    h: '8',
    rounded: 'md',
    fontSize: 'xs',
    fontWeight: 'medium',
    color: summary.tone === 'problem' ? 'red.700' : 'sand.800',
    bg: summary.tone === 'problem' ? 'red.50' : 'sand.100',
    borderWidth: '1px',
    borderColor: summary.tone === 'problem' ? 'red.300' : 'sand.300',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  } as const;

  if (placement === 'menu') {
    return (
      <Box textAlign="center">
        <chakra.button type="button" aria-expanded={expanded} aria-controls={panelId} aria-label={`${syncText.buttonLabel}: ${summary.text}`} onClick={() => setExpanded((open) => !open)} {...triggerStyle}>
          {indicator}
        </chakra.button>
        {expanded && (
          <Box id={panelId} mt="3" maxW="sm" mx="auto" px="4">
            {panel}
          </Box>
        )}
      </Box>
    );
  }

  return (
    // Fixed like the bar it hangs from: positioned against the page, it would ride along with a scroll
    // until repositioned a frame later, and a tap during that frame would land beside its buttons.
    // The focus goes to the panel itself, not its first button: a conflict's buttons lie low, and
    // focusing them scrolled the panel's title and summary out of view (a walk-through at 1440 and 390 px).
    <Popover.Root
      open={popoverOpen}
      onOpenChange={(details) => setPopoverOpen(details.open)}
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      initialFocusEl={() => panelContent.current}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <chakra.button
          type="button"
          aria-label={`${syncText.buttonLabel}: ${summary.text}`}
          data-testid={placement === 'compact' ? 'sync-status-compact' : 'sync-status'}
          data-tone={summary.tone}
          {...triggerStyle}
        >
          {indicator}
        </chakra.button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Above toasts (a save's toast, bottom right, would otherwise cover the panel's decision buttons) */}
          <Popover.Content ref={panelContent} aria-label={syncText.panelTitle} w={{ base: 'sm', md: 'md' }} maxW="calc(100vw - 2rem)" maxH="70vh" overflowY="auto" bg="white" color="sand.900" rounded="lg" boxShadow="lg" borderWidth="1px" borderColor="sand.200" zIndex="tooltip">
            <Popover.Body p="4">
              <Popover.Title fontWeight="semibold" fontSize="md" mb="2">
                {syncText.panelTitle}
              </Popover.Title>
              {panel}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** Beside the phone's menu button the indicator says only what needs attention, briefly. */
function compactText(summary: ReturnType<typeof syncSummary>, status: ReturnType<typeof useSyncStatus>) {
  if (summary.tone === 'problem') return <chakra.span>{summary.text}</chakra.span>;
  if (!status.syncing && status.pending > 0) return <chakra.span>{syncText.pendingShort(status.pending)}</chakra.span>;
  return null;
}

/** In the interactive layer: this chunk brings Chakra with it. */
export default function SyncStatus(props: SyncStatusProps) {
  return (
    <ChakraLayer>
      <SyncStatusContent {...props} />
    </ChakraLayer>
  );
}
