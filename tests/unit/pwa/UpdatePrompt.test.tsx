import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { updatePromptText } from '../../../src/content/updatePrompt';
import { UpdatePrompt } from '../../../src/features/pwa/UpdatePrompt';
import { usePwaStore } from '../../../src/features/pwa/pwaStore';
import '../../support/dom/jsdom-polyfills';

afterEach(() => {
  cleanup();
  usePwaStore.setState({ updateWaiting: false });
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
});
