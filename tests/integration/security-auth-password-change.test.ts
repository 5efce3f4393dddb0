import { afterEach, describe, expect, it } from 'vitest';
import { authClock } from '../../supabase/local/auth/clock.ts';
import { againstRealProject, makeClient, signIn, useFileBackend, type Client, type TestUser } from '../support/backend/backend.ts';

// Secure password change (issue 26, item 2; supabase/config.toml secure_password_change = true):
// a password change needs a sign-in less than 24 hours old, or the code GET /reauthenticate mails,
// as GoTrue does. The stack's auth clock (supabase/local/auth/clock.ts) is moved forward instead
// of waiting a day; access tokens keep the real clock, so a session that is "a day old" refreshes
// and its fresh access token is the stolen token of the issue. Local stack only (moves its clock,
// reads its mails).

const file = useFileBackend();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

afterEach(() => {
  authClock.reset();
});

const newUser = () => file.newUser('staff');

async function accessToken(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

/** Signs the user in, then lets `age` pass on the auth clock and refreshes: a fresh access token of an old session. */
async function sessionAged(user: TestUser, age: number): Promise<Client> {
  const client = await signIn(file.backend, user);
  authClock.advance(age);
  const refreshed = await client.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  return client;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  errorCode: string | null;
}

/** PUT /auth/v1/user with only an access token, as a thief would send it. */
async function putUser(token: string, body: Record<string, unknown>, versioned = true): Promise<Answer> {
  const response = await fetch(`${file.backend.url}/auth/v1/user`, {
    method: 'PUT',
    headers: {
      apikey: file.backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(versioned ? { 'x-supabase-api-version': '2024-01-01' } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, errorCode: response.headers.get('x-sb-error-code') };
}

async function canSignIn(user: TestUser, password: string): Promise<boolean> {
  const { error } = await makeClient(file.backend).auth.signInWithPassword({ email: user.email, password });
  return error === null;
}

/** Asks for a reauthentication code and reads it from the captured mail. */
async function reauthenticationCode(client: Client, user: TestUser): Promise<string> {
  const before = file.backend.local!.capturedMails().length;
  const { error } = await client.auth.reauthenticate();
  expect(error).toBeNull();
  const mail = file.backend.local!.capturedMails().slice(before).findLast((m) => m.to === user.email);
  expect(mail?.subject).toBe('Confirm reauthentication');
  const code = /Enter the code: (\d{6})/.exec(mail?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

const otherCode = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe.skipIf(againstRealProject)('secure password change: a recent sign-in', () => {
  it('a session signed in over 24 hours ago cannot change the password with its tokens alone: 400 reauthentication_needed in both of GoTrue\'s error shapes', async () => {
    const user = await newUser();
    const client = await sessionAged(user, DAY + 60_000);
    const token = await accessToken(client);
    // The token itself is good: it reads the user.
    expect((await client.auth.getUser(token)).error).toBeNull();

    const versioned = await putUser(token, { password: 'stolen-takeover-1' });
    expect(versioned).toEqual({
      status: 400,
      body: { code: 'reauthentication_needed', message: 'Password update requires reauthentication' },
      errorCode: 'reauthentication_needed',
    });
    const legacy = await putUser(token, { password: 'stolen-takeover-1' }, false);
    expect(legacy).toEqual({
      status: 400,
      body: { code: 400, error_code: 'reauthentication_needed', msg: 'Password update requires reauthentication' },
      errorCode: 'reauthentication_needed',
    });
    const viaClient = await client.auth.updateUser({ password: 'stolen-takeover-1' });
    expect(viaClient.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });

    expect(await canSignIn(user, 'stolen-takeover-1')).toBe(false);
    expect(await canSignIn(user, user.password)).toBe(true);
  });

  it('a sign-in 23 hours 59 minutes ago is recent: the password changes without a code', async () => {
    const user = await newUser();
    const client = await sessionAged(user, DAY - 60_000);
    const { error } = await client.auth.updateUser({ password: 'changed-within-a-day' });
    expect(error).toBeNull();
    expect(await canSignIn(user, 'changed-within-a-day')).toBe(true);
  });

  it('a recovery link is a fresh sign-in: its session changes the password without a code, days after the last sign-in', async () => {
    const user = await newUser();
    await signIn(file.backend, user);
    authClock.advance(3 * DAY);
    const client = makeClient(file.backend);
    const before = file.backend.local!.capturedMails().length;
    expect((await client.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const mail = file.backend.local!.capturedMails().slice(before).find((m) => m.to === user.email);
    const code = /enter the code: (\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
    const verified = await client.auth.verifyOtp({ email: user.email, token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    const { error } = await client.auth.updateUser({ password: 'recovered-password' });
    expect(error).toBeNull();
    expect(await canSignIn(user, 'recovered-password')).toBe(true);
  });
});

describe.skipIf(againstRealProject)('secure password change: the reauthentication code', () => {
  it('GET /reauthenticate mails a code; with it as nonce an old session changes the password, once: the same code again gets 422 reauthentication_not_valid', async () => {
    const user = await newUser();
    const client = await sessionAged(user, 2 * DAY);
    const code = await reauthenticationCode(client, user);
    const token = await accessToken(client);

    const wrong = await putUser(token, { password: 'with-a-code-1', nonce: otherCode(code) });
    expect(wrong).toEqual({
      status: 422,
      body: { code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
      errorCode: 'reauthentication_not_valid',
    });
    const right = await client.auth.updateUser({ password: 'with-a-code-1', nonce: code });
    expect(right.error).toBeNull();
    expect(await canSignIn(user, 'with-a-code-1')).toBe(true);

    const again = await client.auth.updateUser({ password: 'with-a-code-2', nonce: code });
    expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(await canSignIn(user, 'with-a-code-2')).toBe(false);
  });

  it('a code is bound to the user it was mailed to: another user\'s session cannot use it', async () => {
    const owner = await newUser();
    const other = await newUser();
    const ownerClient = await signIn(file.backend, owner);
    const otherClient = await signIn(file.backend, other);
    authClock.advance(2 * DAY);
    expect((await ownerClient.auth.refreshSession()).error).toBeNull();
    expect((await otherClient.auth.refreshSession()).error).toBeNull();
    const code = await reauthenticationCode(ownerClient, owner);

    const stolen = await otherClient.auth.updateUser({ password: 'not-yours-123', nonce: code });
    expect(stolen.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(await canSignIn(other, 'not-yours-123')).toBe(false);
    // The owner's code still works for the owner.
    expect((await ownerClient.auth.updateUser({ password: 'owner-changed-1', nonce: code })).error).toBeNull();
  });

  it('a code expires after an hour: 61 minutes later it is refused, a new one used within 59 minutes works', async () => {
    const user = await newUser();
    const client = await sessionAged(user, 2 * DAY);
    const first = await reauthenticationCode(client, user);
    authClock.advance(HOUR + 60_000);
    const late = await client.auth.updateUser({ password: 'too-late-123', nonce: first });
    expect(late.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    const second = await reauthenticationCode(client, user);
    authClock.advance(HOUR - 60_000);
    expect((await client.auth.updateUser({ password: 'in-time-1234', nonce: second })).error).toBeNull();
    expect(await canSignIn(user, 'in-time-1234')).toBe(true);
  });

  it('a code dies after 5 wrong tries: the right code is then refused too', async () => {
    const user = await newUser();
    const client = await sessionAged(user, 2 * DAY);
    const code = await reauthenticationCode(client, user);
    const tries = await Promise.all(Array.from({ length: 5 }, (_, i) => client.auth.updateUser({ password: 'guessing-1234', nonce: otherCode(code, i) })));
    for (const attempt of tries) expect(attempt.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const right = await client.auth.updateUser({ password: 'guessing-1234', nonce: code });
    expect(right.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(await canSignIn(user, user.password)).toBe(true);
  });

  it('GET /reauthenticate needs a signed-in user and mails at most one code a minute (429 over_email_send_rate_limit)', async () => {
    const anonymous = await fetch(`${file.backend.url}/auth/v1/reauthenticate`, {
      headers: { apikey: file.backend.anonKey, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });

    const user = await newUser();
    const client = await signIn(file.backend, user);
    const token = await accessToken(client);
    const ask = () =>
      fetch(`${file.backend.url}/auth/v1/reauthenticate`, {
        headers: { apikey: file.backend.anonKey, authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
      });
    const first = await ask();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({});
    const second = await ask();
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
    });
    authClock.advance(61_000);
    expect((await ask()).status).toBe(200);
  });
});
