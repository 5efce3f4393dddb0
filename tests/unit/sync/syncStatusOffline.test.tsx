import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/ui/theme/system';
import '../../support/dom/jsdom-polyfills';

// A run of the sync engine may still be winding down when the connection drops (a session
// refresh retries for a while): the indicator says what is true, that the edit waits.
vi.mock('../../../src/data/syncEngine', () => ({
  useSyncStatus: () => ({ pending: 1, waiting: [], syncing: true, lastSyncAt: null, lastError: null, failed: [], stalled: [], conflicts: [] }),
  retryFailed: () => Promise.resolve(),
  retryWaiting: () => undefined,
  discardFailed: () => Promise.resolve(),
  resolveConflict: () => Promise.resolve(),
  claimFailureAnnouncement: () => Promise.resolve(false),
  claimStallAnnouncement: () => Promise.resolve(false),
  claimConflictAnnouncement: () => Promise.resolve(false),
}));

const { default: SyncStatus } = await import('../../../src/features/sync/SyncStatus');

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the sync indicator while the engine still runs', () => {
  it("says 'Wird synchronisiert …' online, and that the edit waits once the device is offline", () => {
    render(
      <ChakraProvider value={system}>
        <SyncStatus placement="bar" />
      </ChakraProvider>,
    );
    goOnline(true);
    expect(screen.getByRole('button', { name: /^Synchronisierungsstatus/ }).getAttribute('aria-label')).toBe('Synchronisierungsstatus: Wird synchronisiert …');
    goOnline(false);
    expect(screen.getByRole('button', { name: /^Synchronisierungsstatus/ }).getAttribute('aria-label')).toBe('Synchronisierungsstatus: 1 Änderung wartet');
  });
});
