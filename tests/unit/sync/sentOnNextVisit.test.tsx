import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncText } from '../../../src/content/sync';
import { SyncPanel } from '../../../src/features/sync/SyncPanel';
import { system } from '../../../src/ui/theme/system';
import '../../support/dom/jsdom-polyfills';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function panel(pending: number) {
  const noop = () => undefined;
  render(
    <ChakraProvider value={system}>
      <SyncPanel pending={pending} waiting={[]} syncing={false} lastSyncAt={null} lastError={null} failed={[]} conflicts={[]} stalled={[]} onRetry={noop} onRetryWaiting={noop} onDiscard={noop} onResolve={noop} />
    </ChakraProvider>,
  );
}

describe('where the browser has no Background Sync', () => {
  it('waiting edits are said to go out once the site is opened again', () => {
    vi.stubGlobal('ServiceWorkerRegistration', class {});
    panel(2);
    expect(screen.getByText(syncText.sentOnNextVisit)).toBeTruthy();
  });

  it('says nothing of it with Background Sync, nor when nothing waits', () => {
    vi.stubGlobal('ServiceWorkerRegistration', class {
      get sync() {
        return null;
      }
    });
    panel(2);
    expect(screen.queryByText(syncText.sentOnNextVisit)).toBeNull();
    cleanup();
    vi.stubGlobal('ServiceWorkerRegistration', class {});
    panel(0);
    expect(screen.queryByText(syncText.sentOnNextVisit)).toBeNull();
  });
});
