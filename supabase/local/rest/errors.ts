/** A PostgREST error: HTTP status plus the {code, message, details, hint} body. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  body(): { code: string; message: string; details: string | null; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export function parseError(what: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details);
}

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code ?? '');
}

/** PostgREST 12's SQLSTATE -> HTTP status table. */
function statusForSqlState(code: string, role: string, message: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const cls = code.slice(0, 2);
  if (cls === '08' || (cls === '53' && code !== '53400') || code === '57P01') return 503;
  if (['0L', '0P', '28'].includes(cls)) return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls) || code === '53400') {
    return 500;
  }
  return 400;
}

/** Converts anything thrown while handling a request into a RestError. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof URIError) return new RestError(400, 'PGRST100', '"failed to parse path"', error.message);
  if (isPgError(error)) {
    const code = error.code ?? 'XX000';
    return new RestError(statusForSqlState(code, role, error.message), code, error.message, error.detail ?? null, error.hint ?? null);
  }
  return new RestError(500, 'PGRST000', 'Internal server error', error instanceof Error ? error.message : String(error));
}
