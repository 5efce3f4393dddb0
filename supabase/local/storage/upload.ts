import type { IncomingMessage } from 'node:http';
import { LIMITS } from '../context.ts';
import { parseJsonText, readBody } from '../http/body.ts';
import { storageErrors } from './errors.ts';
import type { Bucket } from './objects.ts';
import { baseMime, mimeAllowed, sniffImageType } from './sniff.ts';

export interface ParsedUpload {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = parseJsonText(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
}

/**
 * Reads an upload (multipart form with one file part, or a raw body), enforces the bucket's size
 * limit and MIME list, and checks that the bytes really are an image of an allowed type. The
 * stored type is the detected one.
 */
export async function parseUpload(req: IncomingMessage, bucket: Bucket): Promise<ParsedUpload> {
  const limit = Math.min(bucket.file_size_limit ?? LIMITS.storageUpload, LIMITS.storageUpload);
  const contentType = req.headers['content-type'] ?? '';
  const multipart = baseMime(contentType) === 'multipart/form-data';
  const read = await readBody(req, multipart ? limit + 64 * 1024 : limit);
  if (!read.ok) throw storageErrors.tooLarge();

  let bytes: Uint8Array;
  let declared: string;
  let cacheControl: string;
  let userMetadata: Record<string, unknown> | null;
  if (multipart) {
    let form: FormData;
    try {
      form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(read.bytes) }).formData();
    } catch {
      throw storageErrors.invalidRequest('Malformed multipart body');
    }
    let file: Blob | null = null;
    for (const [, value] of form) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw storageErrors.invalidRequest('No content provided');
    bytes = new Uint8Array(await file.arrayBuffer());
    const formType = form.get('contentType');
    declared = (typeof formType === 'string' && formType) || file.type || 'application/octet-stream';
    const seconds = form.get('cacheControl');
    cacheControl = `max-age=${typeof seconds === 'string' && /^\d+$/.test(seconds) ? seconds : '3600'}`;
    const meta = form.get('metadata');
    userMetadata = parseMetadata(typeof meta === 'string' ? meta : null);
  } else {
    bytes = new Uint8Array(read.bytes);
    declared = contentType || 'application/octet-stream';
    cacheControl = (req.headers['cache-control'] as string | undefined) ?? 'no-cache';
    const header = req.headers['x-metadata'];
    userMetadata = typeof header === 'string' ? parseMetadata(Buffer.from(header, 'base64').toString('utf8')) : null;
  }

  const declaredBase = baseMime(declared);
  if (!/^[a-z0-9.+-]+\/[a-z0-9.+*-]+$/.test(declaredBase) || !mimeAllowed(declaredBase, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMime(`mime type ${declared} is not supported`);
  }
  if (bytes.byteLength > limit) throw storageErrors.tooLarge();
  if (bytes.byteLength === 0) throw storageErrors.invalidRequest('No content provided');
  const detected = sniffImageType(bytes);
  if (!detected || !mimeAllowed(detected, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMime(
      `mime type ${declared} is not supported: the file content is not a JPEG, PNG, WebP, AVIF or GIF image`,
    );
  }
  return { bytes, mimetype: detected, cacheControl, userMetadata };
}
