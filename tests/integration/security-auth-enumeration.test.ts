import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { authClock } from '../../supabase/local/auth/clock.ts';
import { againstRealProject, useFileBackend } from '../support/backend/backend.ts';

// Password-reset and sign-in-code requests tell nobody which e-mail addresses have accounts
// (issue 26, item 5): known and unknown addresses get the same answers, status, body and headers,
// request after request, and the per-address limit (one mail a minute, [auth.email]
// max_frequency) counts the address asked, with or without an account. Local stack only (hosted
// Auth throttles per account and answers unknown addresses of /otp with 422).

const file = useFileBackend();

afterEach(() => {
  authClock.reset();
});

async function knownAddress(): Promise<string> {
  return (await file.newUser('staff')).email;
}

const unknownAddress = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;

type Endpoint = 'recover' | 'otp';

interface Answer {
  status: number;
  body: unknown;
  errorCode: string | null;
}

/** One request as supabase-js sends it; the wait in a 429 message is replaced by N (and checked). */
async function ask(endpoint: Endpoint, email: string, extra: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${file.backend.url}/auth/v1/${endpoint}`, {
    method: 'POST',
    headers: { apikey: file.backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, ...extra }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.message === 'string') {
    const wait = /after (\d+) seconds/.exec(body.message)?.[1];
    if (wait) expect(Number(wait)).toBeGreaterThanOrEqual(1);
    if (wait) expect(Number(wait)).toBeLessThanOrEqual(60);
    body.message = body.message.replace(/\d+ seconds/, 'N seconds');
  }
  return { status: response.status, body, errorCode: response.headers.get('x-sb-error-code') };
}

const mailsTo = (email: string) => file.backend.local!.capturedMails().filter((m) => m.to === email).length;

const cases: Array<[string, Endpoint, Record<string, unknown>]> = [
  ['password reset (POST /recover)', 'recover', {}],
  ['sign-in code, existing users only (POST /otp, create_user false)', 'otp', { create_user: false }],
  ['sign-in code (POST /otp, create_user true)', 'otp', { create_user: true }],
];

describe.skipIf(againstRealProject)('known and unknown addresses get the same answers', () => {
  it.each(cases)('%s: the same statuses and bodies request after request, the limit at the same count, again after a minute', async (_name, endpoint, extra) => {
    const known = await knownAddress();
    const unknown = unknownAddress();
    const forKnown: Answer[] = [];
    const forUnknown: Answer[] = [];
    for (let i = 0; i < 3; i++) {
      forKnown.push(await ask(endpoint, known, extra));
      forUnknown.push(await ask(endpoint, unknown, extra));
    }
    // Another spelling of the same address is the same address.
    forKnown.push(await ask(endpoint, known.toUpperCase(), extra));
    forUnknown.push(await ask(endpoint, unknown.toUpperCase(), extra));
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((a) => a.status)).toEqual([200, 429, 429, 429]);
    expect(forKnown[0]?.body).toEqual({});
    expect(forKnown[1]).toEqual({
      status: 429,
      body: { code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after N seconds.' },
      errorCode: 'over_email_send_rate_limit',
    });

    authClock.advance(61_000);
    const laterKnown = [await ask(endpoint, known, extra), await ask(endpoint, known, extra)];
    const laterUnknown = [await ask(endpoint, unknown, extra), await ask(endpoint, unknown, extra)];
    expect(laterUnknown).toEqual(laterKnown);
    expect(laterKnown.map((a) => a.status)).toEqual([200, 429]);

    // Only the account gets mail: one per minute.
    expect(mailsTo(known)).toBe(2);
    expect(mailsTo(unknown)).toBe(0);
  });

  it.each(cases)('%s: requests sent together are counted before the database is asked: one 200 and four 429 for either address', async (_name, endpoint, extra) => {
    const known = await knownAddress();
    const unknown = unknownAddress();
    const [forKnown, forUnknown] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => ask(endpoint, known, extra))),
      Promise.all(Array.from({ length: 5 }, () => ask(endpoint, unknown, extra))),
    ]);
    const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
    expect(statuses(forKnown)).toEqual([200, 429, 429, 429, 429]);
    expect(statuses(forUnknown)).toEqual(statuses(forKnown));
    expect(mailsTo(known)).toBe(1);
  });

  it('the limit is per address: another unknown address is answered 200 while the first waits', async () => {
    const first = unknownAddress();
    expect((await ask('recover', first)).status).toBe(200);
    expect((await ask('recover', first)).status).toBe(429);
    expect((await ask('recover', unknownAddress())).status).toBe(200);
  });
});
