import type { BackendConfig } from '../backendConfig';
import { readKey, type PublicRead } from './publicReads';

/** An answer as the public reader keeps it: status, headers and the body's text. */
export interface RawAnswer {
  status: number;
  headers: Headers | null;
  text: string;
}

interface EarlyRead {
  startedAt: number;
  answer: Promise<RawAnswer>;
}

declare global {
  interface Window {
    __wichtreyEarlyReads?: Record<string, EarlyRead>;
  }
}

/**
 * An early answer older than this is not taken over: the page's code took that long to start, so
 * the visitor gets a fresh read instead of data that may have changed meanwhile.
 */
export const EARLY_READ_MAX_AGE_MS = 15_000;

/** Sends a public read with the anon key; a network failure answers status 0. */
export async function sendPublicRead(config: BackendConfig, read: PublicRead, signal?: AbortSignal): Promise<RawAnswer> {
  try {
    const response = await fetch(`${config.url}/rest/v1/${read.path}`, {
      method: read.method,
      headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, Accept: 'application/json', ...read.headers },
      signal,
    });
    // The signal also covers the body: a server that stalls mid-answer times out too.
    const text = read.method === 'HEAD' ? '' : await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch {
    // Refused, cut, or aborted by a deadline.
    return { status: 0, headers: null, text: '' };
  }
}

/**
 * Starts the reads a page will need before its code has loaded (public/early script); the public
 * reader takes the answers over, so the data request runs in parallel with the scripts instead of
 * after them.
 */
export function startEarlyReads(config: BackendConfig, reads: PublicRead[], now: number = Date.now()): Promise<RawAnswer>[] {
  const kept = (window.__wichtreyEarlyReads ??= {});
  return reads.map((read) => {
    const answer = sendPublicRead(config, read);
    kept[readKey(read)] = { startedAt: now, answer };
    return answer;
  });
}

/**
 * The early answer to this read, once: taken only if it is recent and got an answer (a failed
 * early read is simply sent again).
 */
export async function takeEarlyRead(read: PublicRead, now: number = Date.now()): Promise<RawAnswer | null> {
  const kept = typeof window === 'undefined' ? undefined : window.__wichtreyEarlyReads;
  const key = readKey(read);
  const early = kept?.[key];
  if (!early) return null;
  delete kept[key];
  if (now - early.startedAt > EARLY_READ_MAX_AGE_MS) return null;
  const answer = await early.answer;
  return answer.status === 0 ? null : answer;
}
