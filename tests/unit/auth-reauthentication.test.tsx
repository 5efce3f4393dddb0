import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/ui/theme/system';
import { authText } from '../../src/content/auth';
import { reauthText } from '../../src/content/reauthentication';
import { useAuthStore } from '../../src/data/auth/authStore';
import { useLoginDialog } from '../../src/features/auth/loginDialogStore';
import '../support/dom/jsdom-polyfills';

// The update-password view when the server wants proof of a recent sign-in (secure password
// change, issue 26 item 2): it has the code mailed, asks for it in German under the new password
// (which stays as typed) and sends it as `nonce`; a wrong or expired code is said in German and
// the input stays. supabase-js is replaced by a stand-in answering as GoTrue does.
vi.setConfig({ testTimeout: 20_000 });

type Answer = { error: { code: string; status: number; message: string } | null };

const auth = vi.hoisted(() => ({
  updateUser: vi.fn<(attributes: { password: string; nonce?: string }) => Promise<Answer>>(),
  reauthenticate: vi.fn<() => Promise<Answer>>(),
}));
vi.mock('../../src/data/supabaseClient', () => ({ getSupabase: async () => ({ auth }) }));
vi.mock('../../src/data/authStart', () => ({ startAuth: () => undefined }));

const { default: LoginDialog } = await import('../../src/features/auth/LoginDialog');

const needed = { code: 'reauthentication_needed', status: 400, message: 'Password update requires reauthentication' };
const notValid = { code: 'reauthentication_not_valid', status: 422, message: 'Nonce has expired or is invalid' };
const tooSoon = { code: 'over_email_send_rate_limit', status: 429, message: 'For security purposes, you can only request this after 41 seconds.' };

/** GoTrue with secure password change and an old session: a password needs the code 123456. */
function serverWantingCode() {
  auth.updateUser.mockImplementation(async ({ nonce }) => {
    if (nonce === undefined) return { error: needed };
    return { error: nonce === '123456' ? null : notValid };
  });
  auth.reauthenticate.mockResolvedValue({ error: null });
}

beforeEach(() => {
  auth.updateUser.mockReset();
  auth.reauthenticate.mockReset();
  useAuthStore.setState({ status: 'signedIn', email: 'staff@example.com', isStaff: true, recovery: true });
  useLoginDialog.setState({ open: true, view: 'update_password' });
});
afterEach(cleanup);

function open() {
  render(
    <ChakraProvider value={system}>
      <LoginDialog />
    </ChakraProvider>,
  );
  return screen.getByRole('dialog', { name: authText.updatePasswordTitle });
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: authText.updatePassword }));

describe('update password: reauthentication', () => {
  it('has the code mailed, asks for it in German under the kept password, and retries with it as nonce', async () => {
    serverWantingCode();
    const dialog = open();
    type(input(dialog, authText.newPasswordLabel), 'neues-passwort-1');
    submit(dialog);

    const code = await waitFor(() => input(dialog, reauthText.codeLabel));
    expect(within(dialog).getByTestId('reauth-notice').textContent).toBe(reauthText.codeSent);
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'neues-passwort-1' });
    expect(input(dialog, authText.newPasswordLabel).value).toBe('neues-passwort-1');
    // The field takes the focus once it is there (an effect after the render that shows it).
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    type(code, ' 123456 ');
    submit(dialog);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(authText.passwordUpdated));
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'neues-passwort-1', nonce: '123456' });
    expect(useLoginDialog.getState().view).toBe('sign_in');
    expect(useAuthStore.getState().recovery).toBe(false);
  });

  it('a wrong or expired code gets a German error at the field; password and code stay as typed', async () => {
    serverWantingCode();
    const dialog = open();
    type(input(dialog, authText.newPasswordLabel), 'neues-passwort-1');
    submit(dialog);
    const code = await waitFor(() => input(dialog, reauthText.codeLabel));

    type(code, '654321');
    submit(dialog);
    const error = await within(dialog).findByText(reauthText.codeRejected);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(error.id);
    expect(code.value).toBe('654321');
    expect(input(dialog, authText.newPasswordLabel).value).toBe('neues-passwort-1');
    expect(useLoginDialog.getState().view).toBe('update_password');
    expect(within(dialog).queryByTestId('auth-error')).toBeNull();
  });

  it('an empty code is asked for without asking the server', async () => {
    serverWantingCode();
    const dialog = open();
    type(input(dialog, authText.newPasswordLabel), 'neues-passwort-1');
    submit(dialog);
    await waitFor(() => input(dialog, reauthText.codeLabel));
    const calls = auth.updateUser.mock.calls.length;

    submit(dialog);
    expect(await within(dialog).findByText(reauthText.codeMissing)).toBeTruthy();
    expect(auth.updateUser.mock.calls.length).toBe(calls);
  });

  it("'Neuen Code senden' asks for another code; within a minute of the last it says the last one holds", async () => {
    serverWantingCode();
    const dialog = open();
    type(input(dialog, authText.newPasswordLabel), 'neues-passwort-1');
    submit(dialog);
    await waitFor(() => input(dialog, reauthText.codeLabel));

    auth.reauthenticate.mockResolvedValueOnce({ error: tooSoon });
    fireEvent.click(within(dialog).getByRole('button', { name: reauthText.newCode }));
    await waitFor(() => expect(within(dialog).getByTestId('reauth-notice').textContent).toBe(reauthText.codeRecentlySent));

    fireEvent.click(within(dialog).getByRole('button', { name: reauthText.newCode }));
    await waitFor(() => expect(within(dialog).getByTestId('reauth-notice').textContent).toBe(reauthText.codeResent));
    expect(auth.reauthenticate).toHaveBeenCalledTimes(3);
    expect(input(dialog, authText.newPasswordLabel).value).toBe('neues-passwort-1');
  });

  it('a recent sign-in (a recovery link) changes the password at once: no code is asked for', async () => {
    auth.updateUser.mockResolvedValue({ error: null });
    const dialog = open();
    type(input(dialog, authText.newPasswordLabel), 'neues-passwort-1');
    submit(dialog);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(authText.passwordUpdated));
    expect(auth.reauthenticate).not.toHaveBeenCalled();
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'neues-passwort-1' });
  });
});
