import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatHandler, errorText } from '../../supabase/functions/chat-with-wichtrey/handler.ts';
import { rateLimitAddress } from '../../supabase/functions/chat-with-wichtrey/rateLimit.ts';
import { startLocalStack, type LocalStack } from '../../supabase/local/index.ts';
import { inOneWindow, requestFrom, type Answer } from '../support/backend/fromAddress.ts';

// One address must not be able to switch the chat off for everyone (issue 26): the chat
// function's limit in Postgres gives each client address a fair share of the global budget per
// minute, requests refused for their address use none of the global budget, and a request
// refused only because the global budget is spent does not count against its address or session.
// Every test against the database gets a fresh stack, so the global counter of the minute starts
// at 0, and runs again on a fresh one should a minute's end fall inside a failed run (the address
// windows end on minute boundaries too).

const SETTINGS = [
  'CHAT_RATE_LIMIT_ADDRESS',
  'CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE',
  'CHAT_RATE_LIMIT_SESSION',
  'CHAT_RATE_LIMIT_WINDOW_MS',
  'CHAT_RATE_LIMIT_GLOBAL',
  'CHAT_CLIENT_ADDRESS_HEADER',
  'CHAT_RATE_LIMIT_DB_TIMEOUT_MS',
];
const saved = new Map<string, string | undefined>();
let stack: LocalStack;

/** Sets the chat function's limits (it reads process.env on every request); unset ones take their defaults. */
function limits(settings: Record<string, string>): void {
  for (const key of SETTINGS) delete process.env[key];
  // The database's count is what these tests check: on a loaded machine its answer to a flood of
  // parallel requests may take longer than the 3 s after which an instance falls back to its own.
  Object.assign(process.env, { CHAT_RATE_LIMIT_DB_TIMEOUT_MS: '60000', ...settings });
}

beforeAll(() => {
  for (const key of SETTINGS) saved.set(key, process.env[key]);
});

afterAll(() => {
  for (const [key, value] of saved) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** One chat message to the function, sent from `from`, as a new chat session unless one is given. */
function chat(from: string, session: string = randomUUID()): Promise<Answer> {
  return requestFrom(from, `${stack.url}/functions/v1/chat-with-wichtrey`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json', 'x-chat-session': session },
    body: JSON.stringify({ message: 'Wann haben Sie geöffnet?' }),
  });
}

/** `count` requests from `from`, all sent at once. */
const flood = (from: string, count: number) => Array.from({ length: count }, () => chat(from));

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const allowed = (answers: Answer[]) => answers.filter((answer) => answer.status === 200).length;

function expectRefused(answer: Answer, maxRetrySeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: errorText.rateLimited });
  const retry = Number(answer.headers['retry-after']);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(maxRetrySeconds);
}

/** A handler of its own with the given settings (nothing from process.env), asked from `address`. */
function handlerFrom(settings: Record<string, string>): (address: string) => Promise<number> {
  const handler = createChatHandler({ env: (name) => settings[name], log: () => undefined });
  return async (address) =>
    (
      await handler(
        new Request('http://localhost/functions/v1/chat-with-wichtrey', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': address, 'x-chat-session': randomUUID() },
          body: JSON.stringify({ message: 'Hallo' }),
        }),
      )
    ).status;
}

/** A test of the database's counters, on a fresh stack (every counter at 0) within one minute (inOneWindow). */
function onFreshStack(run: () => Promise<void>): () => Promise<void> {
  return () =>
    inOneWindow(60, async () => {
      limits({});
      // No functionsDir: the stack serves the real chat function.
      stack = await startLocalStack({ port: 0, dataDir: ':memory:', seed: false });
      try {
        await run();
      } finally {
        await stack.close();
      }
    });
}

describe('the chat rate limit in Postgres keeps one address from using up the global budget', () => {
  it('with the default limits, one address flooding in parallel gets exactly its share (6 a minute) and other addresses are still answered', onFreshStack(async () => {
    const [flooder, others] = await Promise.all([
      Promise.all(flood('127.0.1.1', 80)),
      Promise.all(['127.0.1.2', '127.0.1.3', '127.0.1.4', '127.0.1.5', '127.0.1.6'].map((from) => chat(from))),
    ]);
    const after = await Promise.all(['127.0.1.7', '127.0.1.8', '127.0.1.2'].map((from) => chat(from)));

    expect(allowed(flooder)).toBe(6);
    for (const answer of flooder.filter((a) => a.status !== 200)) expectRefused(answer, 300);
    expect(statuses(others)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses(after)).toEqual([200, 200, 200]);
  }), 60_000);

  it('holds the per-address minute limit exactly when the requests come in parallel', onFreshStack(async () => {
    limits({ CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '4', CHAT_RATE_LIMIT_ADDRESS: '100', CHAT_RATE_LIMIT_SESSION: '100', CHAT_RATE_LIMIT_GLOBAL: '1000' });
    const answers = await Promise.all(flood('127.0.2.1', 25));
    expect(allowed(answers)).toBe(4);
    for (const answer of answers.filter((a) => a.status !== 200)) expectRefused(answer, 60);
    // The next address has its own share.
    expect(allowed(await Promise.all(flood('127.0.2.2', 6)))).toBe(4);
  }), 60_000);

  it('holds the per-address window limit exactly when the requests come in parallel', onFreshStack(async () => {
    limits({ CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '100', CHAT_RATE_LIMIT_ADDRESS: '3', CHAT_RATE_LIMIT_WINDOW_MS: '3600000', CHAT_RATE_LIMIT_GLOBAL: '1000' });
    const answers = await Promise.all(flood('127.0.3.1', 20));
    expect(allowed(answers)).toBe(3);
    for (const answer of answers.filter((a) => a.status !== 200)) expectRefused(answer, 3600);
  }), 60_000);

  it('does not spend the global budget on requests refused for their address', onFreshStack(async () => {
    limits({ CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '2', CHAT_RATE_LIMIT_ADDRESS: '100', CHAT_RATE_LIMIT_GLOBAL: '6' });
    const [flooder, others] = await Promise.all([
      Promise.all(flood('127.0.4.1', 30)),
      Promise.all(['127.0.4.2', '127.0.4.3'].map((from) => chat(from))),
    ]);
    expect(allowed(flooder)).toBe(2);
    expect(statuses(others)).toEqual([200, 200]);
    // 4 of the 6 are spent: two more addresses are answered, then the budget is gone for everyone.
    expect(statuses(await Promise.all(['127.0.4.4', '127.0.4.5'].map((from) => chat(from))))).toEqual([200, 200]);
    expectRefused(await chat('127.0.4.6'), 60);
  }), 60_000);

  it('holds the global budget exactly over many addresses flooding at once, each getting its share', onFreshStack(async () => {
    limits({ CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '2', CHAT_RATE_LIMIT_ADDRESS: '100', CHAT_RATE_LIMIT_GLOBAL: '20' });
    const addresses = Array.from({ length: 10 }, (_, i) => `127.0.5.${i + 1}`);
    const answers = await Promise.all(addresses.map((from) => Promise.all(flood(from, 8))));
    expect(answers.map(allowed)).toEqual(addresses.map(() => 2));
    // The budget is spent: an eleventh address is refused by it.
    expectRefused(await chat('127.0.5.11'), 60);
  }), 60_000);

  it('does not count a request refused by the global budget against its address or session', onFreshStack(async () => {
    limits({ CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '3', CHAT_RATE_LIMIT_ADDRESS: '3', CHAT_RATE_LIMIT_SESSION: '3', CHAT_RATE_LIMIT_GLOBAL: '2' });
    expect(statuses(await Promise.all(['127.0.6.1', '127.0.6.2'].map((from) => chat(from))))).toEqual([200, 200]);
    const session = randomUUID();
    const refused = [];
    for (let i = 0; i < 5; i++) refused.push(await chat('127.0.6.3', session));
    expect(statuses(refused)).toEqual([429, 429, 429, 429, 429]);
    // With budget again (here: a larger one), the visitor has its whole address and session limit.
    process.env.CHAT_RATE_LIMIT_GLOBAL = '1000';
    const later = [];
    for (let i = 0; i < 4; i++) later.push(await chat('127.0.6.3', session));
    expect(statuses(later)).toEqual([200, 200, 200, 429]);
  }), 60_000);

  it('counts IPv6 addresses by their /64 network and IPv4-mapped IPv6 addresses as IPv4', onFreshStack(async () => {
    const from = handlerFrom({
      CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '2',
      CHAT_RATE_LIMIT_ADDRESS: '100',
      CHAT_RATE_LIMIT_GLOBAL: '1000',
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    });

    // One /64, written three ways: a client cannot get a new share by picking another address in it.
    expect(await from('2001:db8:1:2::1')).toBe(200);
    expect(await from('2001:DB8:1:2:ffff:0:0:9')).toBe(200);
    expect(await from('2001:0db8:0001:0002::3')).toBe(429);
    // Another /64 is another client.
    expect(await from('2001:db8:1:3::1')).toBe(200);
    // An IPv4 client seen through an IPv6 socket is the same client as seen through an IPv4 one.
    expect(await from('::ffff:192.0.2.1')).toBe(200);
    expect(await from('192.0.2.1')).toBe(200);
    expect(await from('::ffff:192.0.2.1')).toBe(429);
    expect(await from('192.0.2.2')).toBe(200);
  }));
});

/** A sign-in with a wrong password for `email`, sent from `from`. */
function wrongPassword(from: string, email: string): Promise<Answer> {
  return requestFrom(from, `${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'falsch' }),
  });
}

// The browser tests' pages all come from 127.0.0.1 and share one backend per worker; each test
// starts from resetRateLimits so that another test's chats or guesses never refuse its own.
describe('resetRateLimits', () => {
  it('gives an address its whole chat budget and its sign-in attempts again', onFreshStack(async () => {
    const from = '127.0.4.1';
    expect(allowed(await Promise.all(flood(from, 6)))).toBe(6);
    expectRefused(await chat(from), 60);
    const guesses = await Promise.all(Array.from({ length: 5 }, () => wrongPassword(from, 'niemand@example.com')));
    expect(statuses(guesses)).toEqual([400, 400, 400, 400, 400]);
    expect((await wrongPassword(from, 'niemand@example.com')).status).toBe(429);

    await stack.resetRateLimits();

    expect(statuses(await Promise.all(flood(from, 6)))).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await wrongPassword(from, 'niemand@example.com')).status).toBe(400);
  }), 60_000);
});

describe('without the database (one instance\'s brake)', () => {
  it('gives an address the same share of the global budget per minute', async () => {
    const from = handlerFrom({});
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await from('198.51.100.1'));
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await from('198.51.100.2')).toBe(200);
  });
});

describe('rateLimitAddress', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:201', '192.0.2.1'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['1::2::3', '1::2::3'],
    ['::ffff:300.1.1.1', '::ffff:300.1.1.1'],
    ['12345::1', '12345::1'],
    ['not:an address', 'not:an address'],
  ])('counts %j as %j', (address, counted) => {
    expect(rateLimitAddress(address)).toBe(counted);
  });
});
