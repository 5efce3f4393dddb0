import type { IncomingMessage } from 'node:http';

/** Above this much, a request is cut off instead of drained (protects memory). */
const HARD_LIMIT = 64 * 1024 * 1024;

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'too_large' | 'aborted' };

/**
 * Reads a request body of at most `limit` bytes. A larger body is drained (up to a hard cap, then
 * the connection is dropped) so that the client still receives the 413-style answer.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > HARD_LIMIT) {
      req.destroy();
      resolve({ ok: false, reason: 'too_large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > HARD_LIMIT) {
        req.destroy();
        return;
      }
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? { ok: false, reason: 'too_large' } : { ok: true, bytes: Buffer.concat(chunks) }));
    req.on('error', () => resolve({ ok: false, reason: tooLarge ? 'too_large' : 'aborted' }));
    req.on('close', () => {
      if (!req.readableEnded) resolve({ ok: false, reason: tooLarge || size > HARD_LIMIT ? 'too_large' : 'aborted' });
    });
  });
}

/** Nesting of arrays and objects a JSON body may have (JSON.stringify of deeper values overflows the stack). */
export const MAX_JSON_DEPTH = 64;

/** A JSON body nested deeper than MAX_JSON_DEPTH. */
export class JsonTooDeep extends Error {
  constructor() {
    super(`JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

/** True when arrays and objects in the JSON text nest deeper than `limit` (strings skipped). */
function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Parses JSON, returning undefined for an empty body; throws SyntaxError when malformed and
 * JsonTooDeep when nested deeper than MAX_JSON_DEPTH.
 */
export function parseJson(bytes: Buffer): unknown {
  return parseJsonText(bytes.toString('utf8'));
}

/** parseJson for text (headers, form fields). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeper(text, MAX_JSON_DEPTH)) throw new JsonTooDeep();
  return JSON.parse(text) as unknown;
}
