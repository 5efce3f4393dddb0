import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatHandler, errorText } from '../../supabase/functions/chat-with-wichtrey/handler.ts';
import { startLocalStack, type LocalStack } from '../../supabase/local/index.ts';
import { awayFromWindowEnd, requestFrom, type Answer } from '../support/backend/fromAddress.ts';

// Flooding the chat: the chat function's rate limit lives in Postgres, is keyed on the
// address the platform reports (here: the connection's), counts requests without a session id,
// keeps a global budget, and holds across function instances; chat_messages inserts are limited
// in the database. Each test speaks from its own loopback address, as its own visitor.

const LIMITS = {
  CHAT_RATE_LIMIT_ADDRESS: '3',
  CHAT_RATE_LIMIT_SESSION: '100',
  // One-hour windows: a test's requests fall into one window.
  CHAT_RATE_LIMIT_WINDOW_MS: '3600000',
  CHAT_RATE_LIMIT_GLOBAL: '1000',
};
const saved = new Map<string, string | undefined>();
let stack: LocalStack;

beforeAll(async () => {
  for (const [key, value] of Object.entries(LIMITS)) {
    saved.set(key, process.env[key]);
    process.env[key] = value;
  }
  // No functionsDir: the stack serves the real chat function, which reads process.env per request.
  stack = await startLocalStack({ port: 0, dataDir: ':memory:', seed: false });
  await awayFromWindowEnd(3600, 20_000);
});

afterAll(async () => {
  await stack?.close();
  for (const [key, value] of saved) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** One chat message to the function, sent from `from`, with whatever headers the client picks. */
function chat(from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return requestFrom(from, `${stack.url}/functions/v1/chat-with-wichtrey`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ message: 'Wann haben Sie geöffnet?' }),
  });
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

describe('the chat function', () => {
  // First in the file, so that no other test has used this minute's global budget yet.
  it('keeps a global budget per minute over all addresses and sessions', async () => {
    await awayFromWindowEnd(60);
    process.env.CHAT_RATE_LIMIT_GLOBAL = '4';
    try {
      const allowed = [];
      for (let i = 0; i < 4; i++) allowed.push(await chat(`127.0.0.${10 + i}`, { 'x-chat-session': randomUUID() }));
      expect(statuses(allowed)).toEqual([200, 200, 200, 200]);
      const refused = await chat('127.0.0.14', { 'x-chat-session': randomUUID() });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: errorText.rateLimited });
      const retry = Number(refused.headers['retry-after']);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);
    } finally {
      process.env.CHAT_RATE_LIMIT_GLOBAL = LIMITS.CHAT_RATE_LIMIT_GLOBAL;
    }
  });

  it('counts requests without a session id against the client address', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await chat('127.0.0.2'));
    expect(statuses(answers)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is not dodged by a new session id and new X-Forwarded-For, X-Real-IP or CF-Connecting-IP per request', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const spoofed = `198.51.100.${i}`;
      answers.push(await chat('127.0.0.3', { 'x-chat-session': randomUUID(), 'x-forwarded-for': spoofed, 'x-real-ip': spoofed, 'cf-connecting-ip': spoofed }));
    }
    expect(statuses(answers)).toEqual([200, 200, 200, 429, 429, 429]);
    // Another visitor is not affected.
    expect((await chat('127.0.0.30')).status).toBe(200);
  });

  it('counts requests sent in parallel one by one', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => chat('127.0.0.4', { 'x-chat-session': randomUUID() })));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(3);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(7);
  });

  it('holds across function instances (the limit is kept in Postgres)', async () => {
    const settings: Record<string, string> = { ...LIMITS, SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey };
    const instances = [0, 1].map(() => createChatHandler({ env: (name) => settings[name], log: () => undefined }));
    const statusesSeen = [];
    for (let i = 0; i < 5; i++) {
      const response = await instances[i % 2]!(
        new Request('http://localhost/functions/v1/chat-with-wichtrey', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.50' },
          body: JSON.stringify({ message: 'Hallo' }),
        }),
      );
      statusesSeen.push(response.status);
    }
    expect(statusesSeen).toEqual([200, 200, 200, 429, 429]);
  });
});

/** Inserts `count` chat messages of one session as an anonymous visitor from `from`. */
function insertMessages(from: string, session: string, count: number): Promise<Answer> {
  const rows = Array.from({ length: count }, (_, i) => ({ session_id: session, role: 'user', content: `${i} ${'x'.repeat(3990)}` }));
  return requestFrom(from, `${stack.url}/rest/v1/chat_messages`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
      'x-chat-session': session,
      prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
}

async function storedMessages(session: string): Promise<number> {
  const answer = await requestFrom('127.0.0.1', `${stack.url}/rest/v1/chat_messages?select=id&session_id=eq.${session}`, {
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  return (answer.body as unknown[]).length;
}

describe('chat_messages inserts', () => {
  it('are limited to 30 per session and minute in the database (429), other sessions unaffected', async () => {
    await awayFromWindowEnd(60, 8000);
    const session = randomUUID();
    expect((await insertMessages('127.0.0.5', session, 30)).status).toBe(201);
    const refused = await insertMessages('127.0.0.5', session, 1);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'PT429', message: 'Too many chat messages', details: 'A chat session may store 30 messages per minute.' });
    expect((refused.body as { hint: string }).hint).toMatch(/^Try again in \d+ seconds\.$/);
    expect(await storedMessages(session)).toBe(30);
    expect((await insertMessages('127.0.0.5', randomUUID(), 1)).status).toBe(201);
  });

  it('are limited to 120 per client address and minute, however many sessions it invents', async () => {
    await awayFromWindowEnd(60, 8000);
    for (let i = 0; i < 4; i++) expect((await insertMessages('127.0.0.6', randomUUID(), 30)).status).toBe(201);
    const session = randomUUID();
    const refused = await insertMessages('127.0.0.6', session, 1);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'PT429', details: 'One address may store 120 chat messages per minute.' });
    expect(await storedMessages(session)).toBe(0);
  });
});
