import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { brands } from '../../src/content/brands.ts';
import { business } from '../../src/content/business.ts';
import { landingText } from '../../src/content/landing.ts';
import { agbFigures } from '../../src/content/legal/agb.ts';
import { chatText } from '../../src/content/strings.ts';
import { founder, team } from '../../src/content/team.ts';
import {
  createChatHandler,
  errorText,
  MAX_HISTORY_ITEM_LENGTH,
  MAX_HISTORY_ITEMS,
  MAX_MESSAGE_LENGTH,
  type ChatHandlerOptions,
} from '../../supabase/functions/chat-with-wichtrey/handler.ts';
import { answerFromKnowledge, matchPassages, unknownQuestionReply } from '../../chat-knowledge/answer.ts';
import { QUESTIONS as CUSTOMER_QUESTIONS, UNKNOWN } from '../unit/chat/questions.ts';
import { startLocalStack, type LocalStack } from '../../supabase/local/index.ts';
import { makeClient, type TestBackend } from '../support/backend/backend.ts';

/**
 * The chat edge function: called directly (its web-standard handler) and through the local stack
 * with supabase-js, the way the chat dialog calls it. Expected facts come from src/content, the
 * same source the function reads, so a changed phone number changes both sides.
 */

const FUNCTION = 'chat-with-wichtrey';
const ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type, x-chat-session';

const address = business.address;
const contact = business.contact;

/**
 * The customer question set of the engine's unit tests, without the opening-hours questions
 * (their answers follow the clock, so the handler's reply could differ by a minute).
 */
const QUESTIONS = CUSTOMER_QUESTIONS.filter(({ question }) => matchPassages(question)[0]?.passage.dynamic !== 'opening-hours').map(
  ({ question, facts }) => [question, facts] as const,
);

/** A handler with its own rate-limit memory and the given settings (nothing from process.env). */
function isolated(settings: Record<string, string> = {}, options: Omit<ChatHandlerOptions, 'env'> = {}) {
  return createChatHandler({ env: (name) => settings[name], log: () => undefined, ...options });
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost/functions/v1/${FUNCTION}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function expectCors(response: Response): void {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-headers')).toBe(ALLOW_HEADERS);
  expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
}

async function replyOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expectCors(response);
  const body = (await response.json()) as { reply?: unknown };
  expect(typeof body.reply).toBe('string');
  return body.reply as string;
}

async function errorOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expectCors(response);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  return body.error as string;
}

/* ------------------------------------------------------------------------------------------------
 * A stand-in for an OpenAI-compatible provider.
 * ---------------------------------------------------------------------------------------------- */

type ProviderMode = 'good' | 'error' | 'garbage' | 'no-choices' | 'hang';

interface ProviderCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[] };
}

const PROVIDER_REPLY = 'Antwort des Sprachmodells: Wir haben donnerstags bis 18:00 Uhr geöffnet.';
let provider: Server;
let providerUrl = '';
let providerMode: ProviderMode = 'good';
const providerCalls: ProviderCall[] = [];
const hanging: ServerResponse[] = [];

function startProvider(): Promise<void> {
  provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      providerCalls.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      switch (providerMode) {
        case 'good':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: PROVIDER_REPLY } }] }));
          return;
        case 'error':
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'internal' } }));
          return;
        case 'garbage':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('<html>not json</html>');
          return;
        case 'no-choices':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ choices: [] }));
          return;
        case 'hang':
          hanging.push(res);
          return;
      }
    });
  });
  return new Promise((resolve) => {
    provider.listen(0, '127.0.0.1', () => {
      providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
      resolve();
    });
  });
}

const providerSettings = (extra: Record<string, string> = {}) => ({
  OPENAI_API_KEY: 'sk-test-key',
  OPENAI_BASE_URL: providerUrl,
  CHAT_PROVIDER_TIMEOUT_MS: '400',
  ...extra,
});

/* ------------------------------------------------------------------------------------------------
 * Setup: provider stand-in, local stack with the real functions folder, clean environment.
 * ---------------------------------------------------------------------------------------------- */

const ENV_KEYS = [
  'CHAT_RATE_LIMIT_GLOBAL',
  'CHAT_CLIENT_ADDRESS_HEADER',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'CHAT_PROVIDER_TIMEOUT_MS',
  'CHAT_RATE_LIMIT_SESSION',
  'CHAT_RATE_LIMIT_ADDRESS',
  'CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE',
  'CHAT_RATE_LIMIT_WINDOW_MS',
];
const savedEnv = new Map<string, string | undefined>();
let stack: LocalStack;
let backend: TestBackend;

/** Runs `body` with process.env changed (the stack's handler reads it on every request). */
async function withEnv<T>(settings: Record<string, string>, body: () => Promise<T>): Promise<T> {
  for (const [key, value] of Object.entries(settings)) process.env[key] = value;
  try {
    return await body();
  } finally {
    for (const key of Object.keys(settings)) delete process.env[key];
  }
}

beforeAll(async () => {
  for (const key of ENV_KEYS) {
    savedEnv.set(key, process.env[key]);
    delete process.env[key];
  }
  // The stack's tests send many questions from one address (127.0.0.1) within seconds; the address
  // limits are tested in the rate-limit block below and in tests/integration/security-chat*.test.ts.
  Object.assign(process.env, { CHAT_RATE_LIMIT_ADDRESS: '1000', CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '1000' });
  await startProvider();
  // No functionsDir: the stack serves supabase/functions, i.e. the real chat function.
  stack = await startLocalStack({ port: 0, dataDir: ':memory:', seed: false });
  backend = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, local: stack, close: () => stack.close() };
  // One piece on sale, before the function first reads the offers (it keeps them a minute).
  const insert = await fetch(`${stack.url}/rest/v1/offers`, {
    method: 'POST',
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(SALE_PIECE),
  });
  expect(insert.status).toBe(201);
});

/** The sale's one piece in this file's backend. */
const SALE_PIECE = { name: 'Sofa Testholm, 2-Sitzer', original_price: 1500, sale_price: 1234.5, manufacturer: 'Werkstatt Probe', info: 'Zweisitzer in Cord. Lieferung im Umkreis von 20 km inklusive.' };

afterAll(async () => {
  await stack?.close();
  for (const res of hanging) res.destroy();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
  for (const [key, value] of savedEnv) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

beforeEach(() => {
  providerMode = 'good';
  providerCalls.length = 0;
});

let sessionCounter = 0;
const newSession = () => `test-session-${Date.now()}-${sessionCounter++}`;

/* ------------------------------------------------------------------------------------------------
 * Tests.
 * ---------------------------------------------------------------------------------------------- */

describe('knowledge base answers (no provider configured)', () => {
  // The whole question set from one address: the rate limit is not what this tests.
  const handler = isolated({ CHAT_RATE_LIMIT_ADDRESS: '10000', CHAT_RATE_LIMIT_SESSION: '10000', CHAT_RATE_LIMIT_GLOBAL: '10000' });

  it.each(QUESTIONS)('%s', async (question, facts) => {
    const reply = await replyOf(await handler(post({ message: question })));
    for (const fact of facts) expect(reply).toContain(fact);
    expect(reply).toBe(answerFromKnowledge(question));
    expect(reply).not.toBe(unknownQuestionReply());
  });

  it.each(UNKNOWN)('answers the unrelated question %j with the contact details, not a guess', async (question) => {
    const reply = await replyOf(await handler(post({ message: question })));
    expect(reply).toBe(unknownQuestionReply());
    expect(reply).toContain(contact.phoneDisplay);
    expect(reply).toContain(contact.email);
  });

  it('normalises umlauts and ß, case and punctuation', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(answerFromKnowledge('OEFFNUNGSZEITEN???', now)).toBe(answerFromKnowledge('Öffnungszeiten', now));
    expect(answerFromKnowledge('strasse und hausnummer')).toContain(address.street);
    expect(answerFromKnowledge('Wie ist die Straße?')).toContain(address.street);
  });

  it('keeps links to the protocols the chat dialog renders (no tel: links)', () => {
    for (const [question] of [...QUESTIONS, ...UNKNOWN.map((q) => [q] as const)]) {
      const targets = [...answerFromKnowledge(question).matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1] as string);
      for (const target of targets) expect(target).toMatch(/^(https:\/\/|mailto:|\/)/);
    }
  });
});

describe('through the local stack with supabase-js', () => {
  it.each(QUESTIONS.slice(0, 16))('functions.invoke answers %j', async (question, facts) => {
    const { data, error } = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: question } });
    expect(error).toBeNull();
    const reply = (data as { reply: string }).reply;
    for (const fact of facts) expect(reply).toContain(fact);
  });

  it("answers the price of a piece on sale the question names, read from the backend's offers", async () => {
    const { data, error } = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: 'Was kostet das Sofa Testholm?' } });
    expect(error).toBeNull();
    expect((data as { reply: string }).reply).toBe('„Sofa Testholm, 2-Sitzer“ kostet bei uns 1.234,50\u00a0€ statt 1.500,00\u00a0€ (UVP). Zu sehen unter [Aktuelle Angebote](/sale).');
    // Asked what one saves: the saving, with the percent the server derived from the prices (the card's).
    const saving = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: 'Wie viel Prozent ist das Sofa Testholm reduziert?' } });
    expect((saving.data as { reply: string }).reply).toContain('Sie sparen 265,50\u00a0€ (18 %).');
    // Asked what its card says: the description's sentence and the maker, as staff wrote them.
    const delivery = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: 'Kann ich das Sofa Testholm liefern lassen?' } });
    expect((delivery.data as { reply: string }).reply).toContain('Zu „Sofa Testholm, 2-Sitzer“ steht auf der Karte: „Lieferung im Umkreis von 20 km inklusive.“');
    const maker = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: 'Wer ist der Hersteller vom Sofa Testholm?' } });
    expect((maker.data as { reply: string }).reply).toContain('Zu „Sofa Testholm, 2-Sitzer“ steht auf der Karte: Hersteller: Werkstatt Probe.');
  });

  it('answers an unrelated question with the contact reply', async () => {
    const { data, error } = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: UNKNOWN[0] } });
    expect(error).toBeNull();
    expect((data as { reply: string }).reply).toBe(unknownQuestionReply());
  });

  it('returns 400 with a German message and CORS headers as FunctionsHttpError', async () => {
    const { data, error } = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: '   ' } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(await errorOf(response, 400)).toBe(errorText.messageEmpty);

    const raw = await fetch(`${backend.url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
      body: '{"message": ',
    });
    expect(await errorOf(raw, 400)).toBe(errorText.notJson);
  });

  it('answers the CORS preflight without a token, and 405 for GET', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/${FUNCTION}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-chat-session',
      },
    });
    expect([200, 204]).toContain(preflight.status);
    expectCors(preflight);

    const get = await fetch(`${backend.url}/functions/v1/${FUNCTION}`, { headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(await errorOf(get, 405)).toBe(errorText.method);
  });

  it('rate-limits one chat session (x-chat-session) with 429', async () => {
    await withEnv({ CHAT_RATE_LIMIT_SESSION: '2' }, async () => {
      const client = makeClient(backend);
      const headers = { 'x-chat-session': newSession() };
      for (let i = 0; i < 2; i++) {
        const { error } = await client.functions.invoke(FUNCTION, { body: { message: 'Hallo' }, headers });
        expect(error).toBeNull();
      }
      const { error } = await client.functions.invoke(FUNCTION, { body: { message: 'Hallo' }, headers });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(await errorOf(response, 429)).toBe(errorText.rateLimited);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another session is not affected.
      const other = await client.functions.invoke(FUNCTION, { body: { message: 'Hallo' }, headers: { 'x-chat-session': newSession() } });
      expect(other.error).toBeNull();
    });
  });

  it('passes a provider answer through when OPENAI_API_KEY is set', async () => {
    await withEnv(providerSettings(), async () => {
      const { data, error } = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: 'Wann haben Sie geöffnet?' } });
      expect(error).toBeNull();
      expect(data).toEqual({ reply: PROVIDER_REPLY });
      expect(providerCalls).toHaveLength(1);
    });
  });

  it('falls back to the knowledge base when the provider fails', async () => {
    providerMode = 'error';
    await withEnv(providerSettings(), async () => {
      const { data, error } = await makeClient(backend).functions.invoke(FUNCTION, { body: { message: 'Wie ist Ihre Telefonnummer?' } });
      expect(error).toBeNull();
      expect((data as { reply: string }).reply).toBe(answerFromKnowledge('Wie ist Ihre Telefonnummer?'));
    });
  });
});

describe('with a language model (OPENAI_API_KEY set)', () => {
  it('passes a good answer through and sends model, key, system prompt with the facts, history and message', async () => {
    const handler = isolated(providerSettings());
    const history = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: i === 13 ? 'x'.repeat(MAX_HISTORY_ITEM_LENGTH + 500) : `Nachricht ${i}`,
    }));
    const reply = await replyOf(await handler(post({ message: '  Haben Sie samstags offen?  ', history })));
    expect(reply).toBe(PROVIDER_REPLY);

    expect(providerCalls).toHaveLength(1);
    const call = providerCalls[0] as ProviderCall;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test-key');
    expect(call.body.model).toBe('gpt-4o-mini');

    const [system, questionFacts, ...rest] = call.body.messages;
    expect(system?.role).toBe('system');
    const prompt = system?.content ?? '';
    // The question's own context: the time in Berlin and the passage the engine matched.
    expect(questionFacts?.role).toBe('system');
    expect(questionFacts?.content).toMatch(/^Jetzt ist \w+, \d+\. \w+ \d{4} um \d{2}:\d{2} Uhr \(Europe\/Berlin\)/);
    expect(questionFacts?.content).toContain(`Sa ${business.openingHours.find((entry) => entry.days === 'Sa')!.hours}`);
    const facts = [
      chatText.assistantName,
      business.legalName,
      address.street,
      `${address.postalCode} ${address.city}`,
      contact.phoneDisplay,
      contact.faxDisplay,
      contact.email,
      ...business.openingHours.map((entry) => `${entry.days}: ${entry.hours}`),
      ...landingText.craft.cards.map((entry) => entry.details),
      business.boxspringStudio.appointments,
      `${business.boxspringStudio.overnightFeeEuro} Euro`,
      ...brands.map((brand) => brand.name),
      founder.name,
      ...team.map((member) => member.name),
      ...Object.values(agbFigures),
      '/sale',
      '/galerie',
    ];
    for (const fact of facts) expect(prompt).toContain(fact);
    expect(prompt).toMatch(/nur Fragen zu Wichtrey/);
    expect(prompt).toMatch(/Erfinde nichts/);
    // As the built-in answer says: no declaration received and no call back arranged in the chat.
    expect(prompt).toMatch(/Widerruf, eine Kündigung oder eine Stornierung nimmst du nicht entgegen/);

    // The last ten history items, each clipped, then the trimmed message.
    expect(rest).toHaveLength(MAX_HISTORY_ITEMS + 1);
    expect(rest.slice(0, -1).map((m) => m.content.slice(0, 20))).toEqual(history.slice(-MAX_HISTORY_ITEMS).map((m) => m.content.slice(0, 20)));
    expect(rest.slice(0, -1).map((m) => m.role)).toEqual(history.slice(-MAX_HISTORY_ITEMS).map((m) => m.role));
    expect(rest.at(-2)?.content).toHaveLength(MAX_HISTORY_ITEM_LENGTH);
    expect(rest.at(-1)).toEqual({ role: 'user', content: 'Haben Sie samstags offen?' });
  });

  it('uses OPENAI_MODEL when set', async () => {
    const handler = isolated(providerSettings({ OPENAI_MODEL: 'local-model-7b' }));
    await replyOf(await handler(post({ message: 'Hallo' })));
    expect(providerCalls[0]?.body.model).toBe('local-model-7b');
  });

  it.each([
    ['a 500 answer', 'error'],
    ['a body that is not JSON', 'garbage'],
    ['JSON without an answer', 'no-choices'],
  ] as const)('falls back to the knowledge base on %s', async (_label, mode) => {
    providerMode = mode;
    const logs: string[] = [];
    const handler = isolated(providerSettings(), { log: (line) => logs.push(line) });
    const question = 'Was kostet eine Übernachtung im Boxspring-Studio?';
    const reply = await replyOf(await handler(post({ message: question })));
    expect(reply).toBe(answerFromKnowledge(question));
    expect(reply).toContain(`${business.boxspringStudio.overnightFeeEuro} Euro`);
    expect(providerCalls).toHaveLength(1);
    // Diagnostics name the failure, never the key or the visitor's text.
    expect(logs.join('\n')).not.toContain('sk-test-key');
    expect(logs.join('\n')).not.toContain(question);
  });

  it('falls back to the knowledge base when the provider does not answer in time', async () => {
    providerMode = 'hang';
    const handler = isolated(providerSettings({ CHAT_PROVIDER_TIMEOUT_MS: '300' }));
    const started = Date.now();
    const reply = await replyOf(await handler(post({ message: 'Welche Marken führen Sie?' })));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(reply).toBe(answerFromKnowledge('Welche Marken führen Sie?'));
  });

  it('falls back when the provider cannot be reached at all', async () => {
    const handler = isolated(providerSettings({ OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' }));
    const reply = await replyOf(await handler(post({ message: 'Wie ist Ihre Telefonnummer?' })));
    expect(reply).toContain(contact.phoneDisplay);
  });
});

describe('input validation', () => {
  const handler = isolated();

  it.each([
    ['a body that is not JSON', 'Hallo', errorText.notJson],
    ['an empty body', '', errorText.notJson],
    ['a JSON array', '[]', errorText.notJson],
    ['JSON null', 'null', errorText.notJson],
    ['a JSON string', '"Hallo"', errorText.notJson],
    ['no message', '{}', errorText.messageEmpty],
    ['an empty message', '{"message":""}', errorText.messageEmpty],
    ['a blank message', '{"message":"  \\n\\t "}', errorText.messageEmpty],
    // Zero-width spaces, a word joiner and a byte-order mark: nothing to read, which trim() keeps.
    ['a message of invisible characters only', JSON.stringify({ message: ' \u200b\u200c\u200d\u2060\ufeff ' }), errorText.messageEmpty],
    ['a number as message', '{"message":42}', errorText.messageType],
    ['an array as message', '{"message":["Hallo"]}', errorText.messageType],
    ['null as message', '{"message":null}', errorText.messageType],
    [`${MAX_MESSAGE_LENGTH + 1} characters`, JSON.stringify({ message: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) }), errorText.messageTooLong],
    ['history that is not an array', JSON.stringify({ message: 'Hallo', history: 'vorher' }), errorText.history],
    ['a history item with a wrong role', JSON.stringify({ message: 'Hallo', history: [{ role: 'system', content: 'x' }] }), errorText.history],
    ['a history item without text', JSON.stringify({ message: 'Hallo', history: [{ role: 'user', content: 5 }] }), errorText.history],
    ['a history item that is not an object', JSON.stringify({ message: 'Hallo', history: ['Hallo'] }), errorText.history],
  ])('answers 400 to %s', async (_label, body, message) => {
    expect(await errorOf(await handler(post(body)), 400)).toBe(message);
  });

  it(`accepts exactly ${MAX_MESSAGE_LENGTH} characters (counted as characters, not UTF-16 units)`, async () => {
    await replyOf(await handler(post({ message: 'a'.repeat(MAX_MESSAGE_LENGTH) })));
    await replyOf(await handler(post({ message: '🛋'.repeat(MAX_MESSAGE_LENGTH) })));
  });

  it('accepts an empty or null history', async () => {
    await replyOf(await handler(post({ message: 'Hallo', history: [] })));
    await replyOf(await handler(post({ message: 'Hallo', history: null })));
  });

  it('answers 405 to other methods and 200 with CORS headers to OPTIONS', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await handler(new Request('http://localhost/', { method }));
      expect(await errorOf(response, 405)).toBe(errorText.method);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
    const preflight = await handler(new Request('http://localhost/', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    expectCors(preflight);
  });

  it('answers 500 with a German message instead of crashing', async () => {
    const broken = createChatHandler({
      env: () => {
        throw new Error('settings unavailable');
      },
      log: () => undefined,
    });
    expect(await errorOf(await broken(post({ message: 'Hallo' })), 500)).toBe(errorText.internal);
  });
});

describe('rate limit', () => {
  it('limits messages per chat session across addresses', async () => {
    const handler = isolated({ CHAT_RATE_LIMIT_SESSION: '3', CHAT_RATE_LIMIT_ADDRESS: '100' });
    const session = newSession();
    for (let i = 0; i < 3; i++) {
      await replyOf(await handler(post({ message: 'Hallo' }, { 'x-chat-session': session, 'cf-connecting-ip': `198.51.100.${i}` })));
    }
    const limited = await handler(post({ message: 'Hallo' }, { 'x-chat-session': session, 'cf-connecting-ip': '198.51.100.9' }));
    expect(await errorOf(limited, 429)).toBe(errorText.rateLimited);
    await replyOf(await handler(post({ message: 'Hallo' }, { 'x-chat-session': newSession(), 'cf-connecting-ip': '198.51.100.9' })));
  });

  it('limits messages per client address (the platform\'s cf-connecting-ip) across sessions; X-Forwarded-For and X-Real-IP change nothing', async () => {
    const handler = isolated({ CHAT_RATE_LIMIT_SESSION: '100', CHAT_RATE_LIMIT_ADDRESS: '2' });
    for (let i = 0; i < 2; i++) {
      await replyOf(await handler(post({ message: 'Hallo' }, { 'x-chat-session': newSession(), 'cf-connecting-ip': '203.0.113.7' })));
    }
    const limited = await handler(post({ message: 'Hallo' }, { 'x-chat-session': newSession(), 'cf-connecting-ip': '203.0.113.7' }));
    expect(await errorOf(limited, 429)).toBe(errorText.rateLimited);
    // Headers the client chooses do not make it another address.
    const spoofed = { 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.77', 'x-real-ip': '198.51.100.78' };
    expect((await handler(post({ message: 'Hallo' }, { ...spoofed, 'x-chat-session': newSession() }))).status).toBe(429);
    await replyOf(await handler(post({ message: 'Hallo' }, { 'cf-connecting-ip': '203.0.113.8' })));
  });

  it('counts requests without any address header as one address, and the header can be configured', async () => {
    const handler = isolated({ CHAT_RATE_LIMIT_ADDRESS: '2', CHAT_CLIENT_ADDRESS_HEADER: 'X-Client-Address' });
    await replyOf(await handler(post({ message: 'Hallo' })));
    await replyOf(await handler(post({ message: 'Hallo' }, { 'x-forwarded-for': '198.51.100.1' })));
    expect((await handler(post({ message: 'Hallo' }, { 'x-forwarded-for': '198.51.100.2', 'x-chat-session': newSession() }))).status).toBe(429);
    await replyOf(await handler(post({ message: 'Hallo' }, { 'x-client-address': '198.51.100.3' })));
  });

  it('keeps a global budget per minute over all addresses and sessions', async () => {
    const handler = isolated({ CHAT_RATE_LIMIT_GLOBAL: '3' });
    for (let i = 0; i < 3; i++) await replyOf(await handler(post({ message: 'Hallo' }, { 'cf-connecting-ip': `192.0.2.${i}` })));
    const limited = await handler(post({ message: 'Hallo' }, { 'cf-connecting-ip': '192.0.2.200', 'x-chat-session': newSession() }));
    expect(await errorOf(limited, 429)).toBe(errorText.rateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('uses a sliding window: hits older than the window no longer count', async () => {
    let clock = 1_000_000;
    const handler = isolated({ CHAT_RATE_LIMIT_SESSION: '2', CHAT_RATE_LIMIT_WINDOW_MS: '60000' }, { now: () => clock });
    const headers = { 'x-chat-session': newSession() };
    await replyOf(await handler(post({ message: 'Hallo' }, headers)));
    clock += 30_000;
    await replyOf(await handler(post({ message: 'Hallo' }, headers)));
    const limited = await handler(post({ message: 'Hallo' }, headers));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    clock += 30_001;
    await replyOf(await handler(post({ message: 'Hallo' }, headers)));
    expect((await handler(post({ message: 'Hallo' }, headers))).status).toBe(429);
  });

  it('does not count refused (400) requests', async () => {
    const handler = isolated({ CHAT_RATE_LIMIT_SESSION: '1' });
    const headers = { 'x-chat-session': newSession() };
    for (let i = 0; i < 3; i++) expect((await handler(post({ message: '' }, headers))).status).toBe(400);
    await replyOf(await handler(post({ message: 'Hallo' }, headers)));
  });
});
