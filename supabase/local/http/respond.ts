import type { ServerResponse } from 'node:http';

export type Headers = Record<string, string | number>;

/** Adds to the response's Vary header (the front door sets `Vary: Origin` on every answer). */
export function addVary(res: ServerResponse, value: string): void {
  const present = String(res.getHeader('vary') ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const names = [...present];
  for (const name of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  if (names.length > 0) res.setHeader('Vary', names.join(', '));
}

/** Writes a complete response (body omitted for HEAD by the caller passing none). A Vary header adds to the one set. */
export function send(res: ServerResponse, status: number, headers: Headers, body?: string | Uint8Array): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'vary') addVary(res, String(value));
    else res.setHeader(name, value);
  }
  if (body !== undefined && !res.hasHeader('content-length')) {
    res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  }
  res.statusCode = status;
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Headers = {}): void {
  send(res, status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }, JSON.stringify(value));
}
