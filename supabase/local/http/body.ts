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

/** Parses JSON, returning undefined for an empty body and throwing SyntaxError when malformed. */
export function parseJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}
