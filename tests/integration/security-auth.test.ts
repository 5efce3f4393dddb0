import { describe, expect, it } from 'vitest';
import { againstRealProject, makeClient, useFileBackend, type TestUser } from '../support/backend/backend.ts';
import { requestFrom } from '../support/backend/fromAddress.ts';

// Guessing passwords and one-time codes: every attempt is counted before the password
// or code is checked, so parallel guesses do not slip through; verifications are limited per
// address and per e-mail (supabase/config.toml: token_verifications = 30 per 5 minutes); an
// e-mail's code dies after 5 checks. The limits are the local stack's (hosted Auth has its own),
// so the suite runs against the local stack only. Tests that need an address of their own speak
// from their own loopback address.

const file = useFileBackend();
const newUser = () => file.newUser('visitor');

/** Asks for a sign-in code by e-mail and reads it from the captured mail. */
async function issueCode(user: TestUser): Promise<string> {
  const { error } = await makeClient(file.backend).auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
  expect(error).toBeNull();
  const mail = file.backend.local!.capturedMails().findLast((m) => m.to === user.email);
  const code = /enter the code: (\d{6})/.exec(mail?.body ?? '')?.[1];
  expect(code).toBeTruthy();
  return code as string;
}

const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** POST /auth/v1/verify with an e-mail code, from a loopback address; returns status and error code. */
async function verifyFrom(from: string, email: string, token: string): Promise<{ status: number; code: string | undefined }> {
  const answer = await requestFrom(from, `${file.backend.url}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: file.backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ type: 'email', email, token }),
  });
  return { status: answer.status, code: (answer.body as { code?: string }).code };
}

describe.skipIf(againstRealProject)('passwords', () => {
  it('19 wrong guesses sent together are counted before they are checked: 5 are checked, the rest and then the right password get 429', async () => {
    const target = await newUser();
    const client = makeClient(file.backend);
    const guesses = await Promise.all(
      Array.from({ length: 19 }, (_, i) => client.auth.signInWithPassword({ email: target.email, password: `wrong-${i}` })),
    );
    const codes = guesses.map((g) => g.error?.code);
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(5);
    expect(codes.filter((code) => code === 'over_request_rate_limit')).toHaveLength(14);
    const right = await client.auth.signInWithPassword({ email: target.email, password: target.password });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe.skipIf(againstRealProject)('one-time codes', () => {
  it('die after 5 wrong tries: the right code no longer signs in', async () => {
    const target = await newUser();
    const code = await issueCode(target);
    const client = makeClient(file.backend);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.auth.verifyOtp({ email: target.email, token: wrongCode(code, i), type: 'email' });
      expect(wrong.error?.code).toBe('otp_expired');
    }
    const right = await client.auth.verifyOtp({ email: target.email, token: code, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(right.data.session).toBeNull();
  });

  it('wrong codes sent in parallel are all counted: after 12 at once the right code no longer signs in', async () => {
    const target = await newUser();
    const code = await issueCode(target);
    const client = makeClient(file.backend);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.auth.verifyOtp({ email: target.email, token: wrongCode(code, i), type: 'email' })),
    );
    for (const guess of guesses) expect(guess.error?.code).toBe('otp_expired');
    const right = await client.auth.verifyOtp({ email: target.email, token: code, type: 'email' });
    expect(right.data.session).toBeNull();
  });

  it('are limited per address: 30 verifications in 5 minutes, then 429, even for other e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await verifyFrom('127.0.0.20', `nobody-${i}@example.com`, '123456')).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(403));
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await verifyFrom('127.0.0.21', 'nobody@example.com', '123456')).status).toBe(403);
  });

  it('are limited per e-mail however many addresses guess: the 31st verification in 5 minutes gets 429', async () => {
    const target = await newUser();
    const code = await issueCode(target);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await verifyFrom(`127.0.1.${i + 1}`, target.email, wrongCode(code, i)));
    expect(answers.map((a) => a.code)).toEqual(Array(30).fill('otp_expired'));
    const last = await verifyFrom('127.0.1.200', target.email, code);
    expect(last).toEqual({ status: 429, code: 'over_request_rate_limit' });
  });
});
