import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

/** A Storage API error: HTTP 400 with the intended status as a string in the body (500 stays 500). */
export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;

  constructor(statusCode: number, code: string, error: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }
}

export function sendStorageError(res: ServerResponse, e: StorageError): void {
  const status = e.statusCode >= 500 ? e.statusCode : 400;
  sendJson(res, status, { statusCode: String(e.statusCode), code: e.code, error: e.error, message: e.message });
}

export const storageErrors = {
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  exists: () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  invalidMime: (message: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', message),
  tooLarge: () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  internal: (message: string) => new StorageError(500, 'InternalError', 'Internal Server Error', message),
} as const;
