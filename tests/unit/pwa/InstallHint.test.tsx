import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHintText } from '../../../src/content/installHint';
import { InstallHint } from '../../../src/features/pwa/InstallHint';
import { usePwaStore, type BeforeInstallPromptEvent } from '../../../src/features/pwa/pwaStore';
import '../../support/dom/jsdom-polyfills';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function renderHint() {
  // No provider: the hint is part of the PWA layer, which visitors get without Chakra.
  return render(<InstallHint />);
}

function installPrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt') as BeforeInstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome }) });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  usePwaStore.setState({ installPrompt: null });
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('install hint', () => {
  it('stays away where the browser offers no installation', () => {
    renderHint();
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('offers the browser\'s install prompt and hides once it was answered', async () => {
    const event = installPrompt('accepted');
    usePwaStore.setState({ installPrompt: event });
    renderHint();
    expect(screen.getByText(installHintText.installText)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: installHintText.install })));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('explains the manual steps on iOS Safari, which has no prompt, and says why installing matters', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    renderHint();
    expect(screen.getByText(installHintText.iosInstallText)).toBeTruthy();
    expect(installHintText.iosInstallText).toContain('Zum Home-Bildschirm');
    expect(installHintText.iosInstallText).toContain('7 Tagen');
    expect(screen.queryByRole('button', { name: installHintText.install })).toBeNull();
  });

  it('once dismissed, stays dismissed on the next visit', () => {
    usePwaStore.setState({ installPrompt: installPrompt('dismissed') });
    const first = renderHint();
    fireEvent.click(screen.getByRole('button', { name: installHintText.dismiss }));
    expect(screen.queryByTestId('install-hint')).toBeNull();
    first.unmount();
    renderHint();
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });
});
