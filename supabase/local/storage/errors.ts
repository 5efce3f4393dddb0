import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

/**
 * A Storage API error: HTTP 400 with the intended status as a string in the body (500 stays
 * 500), except where the Storage API answers with the status itself (`httpStatus`), as its image
 * renderer does with imgproxy's status.
 */
export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  readonly httpStatus: number;

  constructor(statusCode: number, code: string, error: string, message: string, httpStatus = statusCode >= 500 ? statusCode : 400) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
    this.httpStatus = httpStatus;
  }
}

export function sendStorageError(res: ServerResponse, e: StorageError): void {
  sendJson(res, e.httpStatus, { statusCode: String(e.statusCode), code: e.code, error: e.error, message: e.message });
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
  undecodableImage: () =>
    new StorageError(415, 'ImageProcessingError', 'Unsupported Media Type', 'The stored file cannot be decoded as an image, so it cannot be transformed.', 415),
  imageTooLarge: (width: number, height: number, maxPixels: number) =>
    new StorageError(
      422,
      'ImageProcessingError',
      'Unprocessable Entity',
      `The image is ${width}×${height} pixels; images up to ${maxPixels / 1_000_000} megapixels can be transformed.`,
      422,
    ),
  databaseTimeout: () => new StorageError(544, 'DatabaseTimeout', 'Database Timeout', 'The database did not answer in time', 544),
} as const;
