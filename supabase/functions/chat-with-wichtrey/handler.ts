/**
 * Edge function 'chat-with-wichtrey': `{ message, history? }` → `{ reply }`.
 *
 * Web-standard `Request → Response`, so hosted Supabase (Deno, see index.ts) and the local stack
 * (Node, supabase/local/functions) run the same code. With OPENAI_API_KEY set it asks an
 * OpenAI-compatible chat API grounded in the business facts; without a key, or when the provider
 * fails, it answers from the built-in knowledge base. Every response carries the CORS headers.
 *
 * Settings (environment): OPENAI_API_KEY, OPENAI_BASE_URL (https://api.openai.com/v1),
 * OPENAI_MODEL (gpt-4o-mini), CHAT_PROVIDER_TIMEOUT_MS (15000), CHAT_RATE_LIMIT_SESSION (20),
 * CHAT_RATE_LIMIT_ADDRESS (20), CHAT_RATE_LIMIT_WINDOW_MS (300000), CHAT_RATE_LIMIT_GLOBAL (60 per
 * minute), CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE (a tenth of the global budget, at least 1),
 * CHAT_RATE_LIMIT_DB_TIMEOUT_MS (3000), CHAT_CLIENT_ADDRESS_HEADER (cf-connecting-ip); the platform's SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY for the rate limit in Postgres, SUPABASE_ANON_KEY for the sale's
 * offers (a question naming one gets its prices).
 */
import { sharedRateLimit } from './databaseRateLimit.ts';
import { intSetting, readEnv, type EnvReader } from './env.ts';
import { answerFromKnowledge, passagesForPrompt } from '../../../chat-knowledge/answer.ts';
import { offersNamed, offersReply, type OfferPrice } from '../../../chat-knowledge/currentOffers.ts';
import { isBlankMessage, MAX_MESSAGE_LENGTH } from '../../../chat-knowledge/messageLimit.ts';
import { buildSystemPrompt, questionContext } from './prompt.ts';
import { offerPrices } from './offerPrices.ts';
import { askProvider, type ChatMessage } from './provider.ts';
import { rateLimitAddress, SlidingWindowLimiter, type RateLimit } from './rateLimit.ts';

export { MAX_MESSAGE_LENGTH };
export const MAX_HISTORY_ITEMS = 10;
export const MAX_HISTORY_ITEM_LENGTH = 1000;
/** Longer history arrays are refused outright (the client sends only recent turns). */
const MAX_HISTORY_SENT = 100;

const DEFAULTS = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  timeoutMs: 15_000,
  sessionLimit: 20,
  /**
   * Per address and window. One address may be several people (an office, a household), so it
   * gets as much as one chat session, not less; it is well below the global budget.
   */
  addressLimit: 20,
  windowMs: 5 * 60_000,
  globalLimit: 60,
  /**
   * An address's share of the global budget per minute (unless CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE
   * says otherwise): a tenth, so it takes at least ten addresses to use up the budget, and one
   * address's flood leaves the rest to everyone else. 6 of 60 is still more than a person types.
   */
  addressShareOfGlobal: 10,
  /**
   * The header that carries the client address on hosted Supabase: Cloudflare, in front of every
   * project, sets it and overwrites a client's own value. X-Forwarded-For is not used: its first
   * entry is whatever the client sent.
   */
  addressHeader: 'cf-connecting-ip',
} as const;

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-chat-session',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** German error texts of the function (the `error` field of non-2xx answers). */
export const errorText = {
  notJson: 'Die Anfrage konnte nicht gelesen werden. Bitte senden Sie ein JSON-Objekt mit dem Feld „message“.',
  messageType: 'Bitte senden Sie Ihre Nachricht als Text im Feld „message“.',
  messageEmpty: 'Bitte geben Sie eine Nachricht ein.',
  messageTooLong: `Ihre Nachricht ist zu lang. Bitte fassen Sie sich kürzer (höchstens ${new Intl.NumberFormat('de-DE').format(MAX_MESSAGE_LENGTH)} Zeichen).`,
  history: 'Der Gesprächsverlauf („history“) hat ein ungültiges Format.',
  rateLimited: 'Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  method: 'Diese Anfrage wird nicht unterstützt. Bitte senden Sie Ihre Nachricht per POST.',
  internal: 'Entschuldigung, bei der Verarbeitung Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
} as const;

export interface ChatHandlerOptions {
  /** Settings source; default: Deno.env or process.env, read on every request. */
  env?: EnvReader;
  /** Clock for the in-memory rate limit (tests). */
  now?: () => number;
  /** The rate limit; default: in Postgres when SUPABASE_URL is set, else in this instance's memory. */
  rateLimit?: RateLimit;
  /** fetch used to reach the provider and the offers (tests). */
  fetch?: typeof fetch;
  /** Diagnostics; default console.warn. Never receives message text or keys. */
  log?: (line: string) => void;
}

interface HistoryItem {
  role: 'user' | 'assistant';
  content: string;
}

type Parsed = { ok: true; message: string; history: HistoryItem[] } | { ok: false; error: string };

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}

/** Length in characters as visitors count them (code points, not UTF-16 units). */
const charCount = (text: string) => [...text].length;

const clip = (text: string, max: number) => (charCount(text) > max ? [...text].slice(0, max).join('') : text);

function parseBody(raw: string): Parsed {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, error: errorText.notJson };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: errorText.notJson };
  const { message, history } = body as { message?: unknown; history?: unknown };
  if (typeof message !== 'string') return { ok: false, error: message === undefined ? errorText.messageEmpty : errorText.messageType };
  const trimmed = message.trim();
  if (isBlankMessage(trimmed)) return { ok: false, error: errorText.messageEmpty };
  if (charCount(trimmed) > MAX_MESSAGE_LENGTH) return { ok: false, error: errorText.messageTooLong };

  const items: HistoryItem[] = [];
  if (history !== undefined && history !== null) {
    if (!Array.isArray(history) || history.length > MAX_HISTORY_SENT) return { ok: false, error: errorText.history };
    for (const item of history as unknown[]) {
      if (typeof item !== 'object' || item === null) return { ok: false, error: errorText.history };
      const { role, content } = item as { role?: unknown; content?: unknown };
      if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return { ok: false, error: errorText.history };
      if (content.trim() !== '') items.push({ role, content: clip(content.trim(), MAX_HISTORY_ITEM_LENGTH) });
    }
  }
  return { ok: true, message: trimmed, history: items.slice(-MAX_HISTORY_ITEMS) };
}

/**
 * The caller's address from the one header the platform sets (never a header the client chooses),
 * as the rate limit counts it (an IPv6 address by its /64 network).
 */
function clientAddress(headers: Headers, header: string = DEFAULTS.addressHeader): string | null {
  const value = headers.get(header)?.trim();
  return value ? rateLimitAddress(value.slice(0, 100)) : null;
}

function namedOffersContext(message: string, offers: readonly OfferPrice[]): ChatMessage[] {
  const named = offersNamed(message, offers);
  return named.length ? [{ role: 'system', content: `Angebote, die die Frage nennt: ${offersReply(named)}` }] : [];
}

/** A handler with its own rate-limit memory. The default export is one such handler. */
export function createChatHandler(options: ChatHandlerOptions = {}): (req: Request) => Promise<Response> {
  const env = options.env ?? readEnv;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(`chat-with-wichtrey: ${line}`));
  const rateLimit = options.rateLimit ?? sharedRateLimit(env, new SlidingWindowLimiter(), now, log);
  const currentOffers = offerPrices({ env, now, log, fetch: options.fetch });
  let warnedNoAddress = false;

  return async function handle(req: Request): Promise<Response> {
    try {
      if (req.method === 'OPTIONS') return new Response('ok', { status: 200, headers: corsHeaders });
      if (req.method !== 'POST') return json(405, { error: errorText.method }, { Allow: 'POST, OPTIONS' });

      const parsed = parseBody(await req.text());
      if (!parsed.ok) return json(400, { error: parsed.error });

      const address = clientAddress(req.headers, env('CHAT_CLIENT_ADDRESS_HEADER')?.trim().toLowerCase() || DEFAULTS.addressHeader);
      if (!address && !warnedNoAddress) {
        warnedNoAddress = true;
        log('no client address header: requests without one share a single address limit (see CHAT_CLIENT_ADDRESS_HEADER)');
      }
      const globalLimit = intSetting(env, 'CHAT_RATE_LIMIT_GLOBAL', DEFAULTS.globalLimit);
      const decision = await rateLimit({
        address,
        session: req.headers.get('x-chat-session')?.trim().slice(0, 200) || null,
        windowMs: intSetting(env, 'CHAT_RATE_LIMIT_WINDOW_MS', DEFAULTS.windowMs),
        addressLimit: intSetting(env, 'CHAT_RATE_LIMIT_ADDRESS', DEFAULTS.addressLimit),
        addressMinuteLimit: intSetting(env, 'CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE', Math.max(1, Math.floor(globalLimit / DEFAULTS.addressShareOfGlobal))),
        sessionLimit: intSetting(env, 'CHAT_RATE_LIMIT_SESSION', DEFAULTS.sessionLimit),
        globalLimit,
      });
      if (!decision.allowed) return json(429, { error: errorText.rateLimited }, { 'Retry-After': String(decision.retryAfterSeconds) });

      // Read once for both the model's prompt and the built-in answer (a failed read is not tried twice).
      const offers = await currentOffers();
      const apiKey = env('OPENAI_API_KEY')?.trim();
      if (apiKey) {
        const messages: ChatMessage[] = [
          { role: 'system', content: buildSystemPrompt() },
          // The facts the built-in engine found for this question: the model answers from the same ones.
          { role: 'system', content: questionContext(passagesForPrompt(parsed.message), new Date()) },
          // An offer the question names, with its prices as the sale page shows them now.
          ...namedOffersContext(parsed.message, offers),
          ...parsed.history,
          { role: 'user', content: parsed.message },
        ];
        const reply = await askProvider(
          {
            apiKey,
            baseUrl: env('OPENAI_BASE_URL')?.trim() || DEFAULTS.baseUrl,
            model: env('OPENAI_MODEL')?.trim() || DEFAULTS.model,
            timeoutMs: intSetting(env, 'CHAT_PROVIDER_TIMEOUT_MS', DEFAULTS.timeoutMs),
            fetch: options.fetch,
            log,
          },
          messages,
        );
        if (reply !== null) return json(200, { reply });
        log('answering from the knowledge base instead');
      }
      return json(200, { reply: answerFromKnowledge(parsed.message, new Date(), offers) });
    } catch (error) {
      log(`internal error: ${(error as Error)?.name ?? 'unknown'}`);
      return json(500, { error: errorText.internal });
    }
  };
}

const handler = createChatHandler();

export default handler;

/**
 * For hosts that hand the function its environment (the local stack loads it by name: its URL and keys).
 * @public
 */
export function createHandler(env: EnvReader): (req: Request) => Promise<Response> {
  return createChatHandler({ env });
}
