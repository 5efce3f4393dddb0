import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginControlSlot } from '../../../src/app/layout/LoginControlSlot';
import { useAuthStore } from '../../../src/data/auth/authStore';

// A data region still shows its loading state: the control's code waits for the first view, and
// its placeholder holds the place meanwhile.
beforeEach(() => {
  const loading = document.createElement('div');
  loading.setAttribute('data-early-region', 'offers');
  document.body.append(loading);
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  useAuthStore.setState({ status: 'unknown', email: null, isStaff: false, recovery: false });
});

describe("the login control's place while its code waits for the page's content", () => {
  it("says 'Wichtrey Login' to a visitor, visible to assistive technology, not focusable", () => {
    useAuthStore.setState({ status: 'signedOut', email: null, isStaff: false, recovery: false });
    render(<LoginControlSlot size="sm" />);
    const placeholder = screen.getByRole('button', { name: 'Wichtrey Login' });
    expect(placeholder.getAttribute('aria-disabled')).toBe('true');
    expect(placeholder.tabIndex).toBe(-1);
  });

  it("says 'Logout' to a signed-in staff member, hidden from assistive technology until it works", () => {
    useAuthStore.setState({ status: 'signedIn', email: 'staff@example.com', isStaff: true, recovery: false });
    render(<LoginControlSlot size="sm" />);
    expect(screen.queryByRole('button', { name: 'Wichtrey Login' })).toBeNull();
    const placeholder = screen.getByText('Logout');
    expect(placeholder.tagName).toBe('BUTTON');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
