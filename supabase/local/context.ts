import type { LocalDatabase } from './db/database.ts';
import type { SchemaCache } from './db/introspect.ts';
import type { JwtKeys } from './http/jwt.ts';
import type { MailOutbox } from './auth/mails.ts';
import type { AuthLimits } from './auth/rate-limit.ts';

/** Shared state of one running local stack, handed to every service handler. */
export interface StackContext {
  db: LocalDatabase;
  schema: SchemaCache;
  keys: JwtKeys;
  /** Public base URL, e.g. http://127.0.0.1:54321. */
  baseUrl: string;
  /** Where password-recovery links lead when the request names no allowed redirect. */
  siteUrl: string;
  mails: MailOutbox;
  /** Sign-in and verification limits (counted before checking). */
  limits: AuthLimits;
  functionsDir: string;
  log: (line: string) => void;
}

/** Request body limits. */
export const LIMITS = {
  /** Auth API (GoTrue answers 413 above 1 MiB). */
  authBody: 1024 * 1024,
  /** REST API. */
  restBody: 1024 * 1024,
  /** Edge functions. */
  functionBody: 1024 * 1024,
  /** Storage: the global upload limit; buckets may set lower ones. */
  storageUpload: 50 * 1024 * 1024,
} as const;
