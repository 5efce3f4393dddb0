import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, ' +
  'x-supabase-api-version, x-upsert, cache-control, x-metadata, x-region, x-retry-count, x-chat-session';
const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, Content-Type, Content-Length, Content-Location, Location, ' +
  'Preference-Applied, Range-Unit, ETag, Last-Modified, x-relay-error, sb-error-code, x-sb-error-code, ' +
  'X-Transformations, Upload-Offset, Upload-Length';

/**
 * CORS headers the API gateway adds to every auth, rest and storage response. Only called for a
 * request the front door let in (server.ts): its Origin, if any, is an allowed one, and is echoed
 * (never `*`); `Vary: Origin` tells caches the answer depends on it.
 */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (typeof origin === 'string') res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers'];
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', requested ? `${requested}, authorization` : DEFAULT_ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
}
