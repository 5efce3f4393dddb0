/**
 * The sale's offers (name, prices, discount, description and maker) for the chat, read through PostgREST with the anon key as
 * any visitor reads them; hosted Supabase gives every function SUPABASE_URL and SUPABASE_ANON_KEY,
 * the local stack does the same. Kept a minute, so a burst of questions reads them once; a read
 * that fails or is slow leaves the answer without them (the last list read, if any).
 */
import type { OfferPrice } from '../../../chat-knowledge/currentOffers.ts';
import type { EnvReader } from './env.ts';

const FRESH_MS = 60_000;
const TIMEOUT_MS = 2_000;
/** More than a shop's sale holds: a list this long is not read further. */
const MAX_OFFERS = 200;

/** A numeric column: a JSON number, or its text where a server sends numerics as strings. */
function price(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A text column, at most a card's length (the table allows longer; the chat quotes a sentence or two of it). */
const MAX_TEXT = 2000;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : null);

function offersOf(body: unknown): OfferPrice[] {
  if (!Array.isArray(body)) throw new Error('unexpected offers answer');
  return body.slice(0, MAX_OFFERS).flatMap((row: unknown) => {
    const { name, original_price: original, sale_price: sale, discount, info, manufacturer } = (row ?? {}) as Record<string, unknown>;
    return typeof name === 'string' && name.trim() !== ''
      ? [{ name: name.trim(), original_price: price(original), sale_price: price(sale), discount: price(discount), info: text(info), manufacturer: text(manufacturer) }]
      : [];
  });
}

export interface OfferPriceOptions {
  env: EnvReader;
  now: () => number;
  log: (line: string) => void;
  fetch?: typeof fetch;
}

/** Returns a reader of the current offers; without SUPABASE_URL and SUPABASE_ANON_KEY there are none. */
export function offerPrices({ env, now, log, fetch: fetchOffers = fetch }: OfferPriceOptions): () => Promise<OfferPrice[]> {
  let kept: { at: number; offers: OfferPrice[] } | null = null;
  return async () => {
    if (kept && now() - kept.at < FRESH_MS) return kept.offers;
    const url = env('SUPABASE_URL')?.trim();
    const key = env('SUPABASE_ANON_KEY')?.trim();
    if (!url || !key) return [];
    try {
      const response = await fetchOffers(`${url.replace(/\/+$/, '')}/rest/v1/offers?select=name,original_price,sale_price,discount,info,manufacturer&order=display_order`, {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`offers answered ${response.status}`);
      kept = { at: now(), offers: offersOf(await response.json()) };
      return kept.offers;
    } catch (error) {
      log(`offers not read (${(error as Error)?.name ?? 'error'}): answering without them`);
      return kept?.offers ?? [];
    }
  };
}
