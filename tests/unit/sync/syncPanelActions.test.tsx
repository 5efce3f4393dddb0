import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/ui/theme/system';
import type { Conflict } from '../../../src/data/sync/syncStatus';
import { toaster } from '../../../src/ui/toaster';
import '../../support/dom/jsdom-polyfills';

// A decision in the sync panel whose step fails (the device's database refuses it) must say so:
// a button that seems to do nothing leaves staff guessing whether their choice counted.

const conflict: Conflict = {
  id: 'op-1',
  kind: 'update',
  table: 'offers',
  rowId: 'o1',
  label: 'Sofa Lindholm',
  mine: { sale_price: 70 },
  theirs: { id: 'o1', name: 'Sofa Lindholm', sale_price: 60 } as unknown as Conflict['theirs'],
  fields: [{ field: 'sale_price', mine: 70, theirs: 60 }],
  message: 'Der Eintrag wurde inzwischen an anderer Stelle geändert.',
};

const refused = new Error('TransactionInactiveError');
vi.mock('../../../src/data/syncEngine', () => ({
  useSyncStatus: () => ({ pending: 0, waiting: [], syncing: false, lastSyncAt: null, lastError: null, failed: [], stalled: [], conflicts: [conflict] }),
  retryFailed: () => Promise.reject(refused),
  retryWaiting: () => undefined,
  discardFailed: () => Promise.reject(refused),
  resolveConflict: () => Promise.reject(refused),
  claimFailureAnnouncement: () => Promise.resolve(false),
  claimStallAnnouncement: () => Promise.resolve(false),
  claimConflictAnnouncement: () => Promise.resolve(false),
}));

const { default: SyncStatus } = await import('../../../src/features/sync/SyncStatus');

afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('the sync panel’s buttons', () => {
  it.each(['Server-Version übernehmen', 'Meine Änderung behalten'])('"%s" that cannot be stored shows a German error toast', async (button) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChakraProvider value={system}>
        <SyncStatus placement="bar" />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Synchronisierungsstatus/ }));
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(toaster.getVisibleToasts().map((toast) => [toast.title, toast.description])).toEqual([['Das hat nicht geklappt', 'Ihre Wahl konnte auf diesem Gerät nicht gespeichert werden. Bitte versuchen Sie es noch einmal.']]));
  });
});
