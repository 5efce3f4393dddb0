import type { ServerResponse } from 'node:http';

export type Headers = Record<string, string | number>;

/** Writes a complete response (body omitted for HEAD by the caller passing none). */
export function send(res: ServerResponse, status: number, headers: Headers, body?: string | Uint8Array): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body !== undefined && !res.hasHeader('content-length')) {
    res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  }
  res.statusCode = status;
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Headers = {}): void {
  send(res, status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }, JSON.stringify(value));
}
