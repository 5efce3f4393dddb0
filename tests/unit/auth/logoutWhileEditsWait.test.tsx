import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '../../../src/lib/router';
import { useAuthStore } from '../../../src/data/auth/authStore';
import { db } from '../../../src/data/db/database';
import { LoginControl } from '../../../src/features/auth/LoginControl';
import { useLoginDialog } from '../../../src/features/auth/loginDialogStore';
import '../../support/dom/jsdom-polyfills';

const logOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/features/auth/logOut', () => ({ logOut }));

afterEach(async () => {
  cleanup();
  logOut.mockClear();
  await db.outbox.clear();
  useAuthStore.setState({ status: 'unknown', email: null, isStaff: false, recovery: false });
  useLoginDialog.getState().closeLogoutQuestion();
});

function renderMenuControl() {
  const onNavigate = vi.fn();
  const MenuControl = () => <LoginControl placement="menu" size="lg" onNavigate={onNavigate} />;
  const router = createRouter([{ path: '/sale', Component: MenuControl }], createMemoryHistory('/sale'));
  render(
    <RouterProvider router={router} errorElement={null}>
      <Outlet />
    </RouterProvider>,
  );
  return onNavigate;
}

describe('Logout with an edit waiting on this device', () => {
  it("asks first even when tapped the moment the menu opens, before the control's count has come (it signed out without asking, seen under load)", async () => {
    await db.outbox.add({ opId: 'op-1', batchId: 'batch-1', state: 'waiting', rowKeys: ['offers:1'] } as never);
    useAuthStore.setState({ status: 'signedIn', email: 'staff@example.com', isStaff: true, recovery: false });
    const onNavigate = renderMenuControl();
    // At once: the menu's control was just rendered, its live count not yet read.
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useLoginDialog.getState().logoutAskedBy).toBe('menu'));
    expect(onNavigate).toHaveBeenCalled();
    expect(logOut).not.toHaveBeenCalled();
  });

  it('signs out at once when nothing waits', async () => {
    useAuthStore.setState({ status: 'signedIn', email: 'staff@example.com', isStaff: true, recovery: false });
    renderMenuControl();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
    expect(useLoginDialog.getState().logoutAskedBy).toBeNull();
  });

  it('signs out once when tapped twice while the outbox is counted (a double tap logged out twice)', async () => {
    useAuthStore.setState({ status: 'signedIn', email: 'staff@example.com', isStaff: true, recovery: false });
    renderMenuControl();
    const logout = screen.getByRole('button', { name: 'Logout' });
    fireEvent.click(logout);
    fireEvent.click(logout);
    await waitFor(() => expect(logOut).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
