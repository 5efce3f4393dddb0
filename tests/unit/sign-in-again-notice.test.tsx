import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/db/database';
import type { OutboxEntry } from '../../src/data/db/outboxEntry';
import { useAuthStore } from '../../src/data/auth/authStore';
import { SignInAgainNotice } from '../../src/features/auth/SignInAgainNotice';
import { useLoginDialog } from '../../src/features/auth/loginDialogStore';
import '../support/dom/jsdom-polyfills';

// The notice floats over the page while edits wait and nobody is signed in (auth.spec.ts walks it
// in the browser). Here: it can be put away, and comes back when the number of waiting edits changes.

/** A waiting save as the outbox holds it; the notice counts saves by their batch. */
const waitingSave = (batchId: string) => ({ batchId, opId: batchId, state: 'pending' }) as unknown as OutboxEntry;

beforeEach(async () => {
  await db.outbox.clear();
  useAuthStore.setState({ status: 'signedOut', email: null, isStaff: false, recovery: false });
  useLoginDialog.setState({ open: false });
});
afterEach(cleanup);

describe('the sign-in-again notice', () => {
  it("is put away by 'Später' and comes back once another edit waits; 'Erneut anmelden' opens the sign-in", async () => {
    await db.outbox.add(waitingSave('b1'));
    render(
      <>
        <main id="main" tabIndex={-1} />
        <SignInAgainNotice />
      </>,
    );
    const notice = await screen.findByTestId('sign-in-again');
    expect(notice.textContent).toContain('Eine Änderung wartet auf diesem Gerät');
    const later = within(notice).getByRole('button', { name: 'Später' });
    later.focus();
    fireEvent.click(later);
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
    // The focus goes on in the page, not back to its start.
    expect(document.activeElement?.id).toBe('main');

    await act(() => db.outbox.add(waitingSave('b2')));
    const again = await screen.findByTestId('sign-in-again');
    expect(again.textContent).toContain('2 Änderungen warten auf diesem Gerät');
    fireEvent.click(within(again).getByRole('button', { name: 'Erneut anmelden' }));
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(true));
  });
});
