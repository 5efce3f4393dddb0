import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updatePromptText } from '../../../src/content/updatePrompt';
import { UpdatePrompt } from '../../../src/features/pwa/UpdatePrompt';
import { usePwaStore } from '../../../src/features/pwa/pwaStore';
import '../../support/dom/jsdom-polyfills';

afterEach(() => {
  cleanup();
  usePwaStore.setState({ updateWaiting: false, applyUpdate: () => {} });
});

/** The page's own button, where the focus was before it went to the prompt. */
function pageWithPrompt() {
  usePwaStore.setState({ updateWaiting: true });
  render(
    <>
      <main id="main" tabIndex={-1}>
        <button type="button">Aktuelle Angebote</button>
      </main>
      <UpdatePrompt />
    </>,
  );
  return { pageButton: screen.getByRole('button', { name: 'Aktuelle Angebote' }), later: screen.getByRole('button', { name: updatePromptText.later }) };
}

describe('update prompt', () => {
  it("'Später' puts it away and gives the focus back to where it came from", () => {
    const { pageButton, later } = pageWithPrompt();
    pageButton.focus();
    later.focus();
    act(() => later.click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(pageButton);
  });

  it('without a place it came from, the focus goes to the main content, not the page body', () => {
    const { later } = pageWithPrompt();
    later.focus();
    act(() => later.click());
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('a click that left the focus on the page moves nothing', () => {
    const { pageButton, later } = pageWithPrompt();
    pageButton.focus();
    act(() => later.click());
    expect(document.activeElement).toBe(pageButton);
  });

  it("'Neu laden' says the reload is under way, cannot be chosen twice, and leaves no 'Später' that could not stop it", () => {
    const applyUpdate = vi.fn();
    usePwaStore.setState({ applyUpdate });
    pageWithPrompt();
    const reload = screen.getByRole('button', { name: updatePromptText.reload });
    act(() => reload.click());
    act(() => reload.click());
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: updatePromptText.reloading })).toBe(reload);
    expect(reload.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('alertdialog').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: updatePromptText.later })).toBeNull();
  });
});
