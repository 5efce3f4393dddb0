import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { db } from '../db/database';
import { wasQueuedHere } from '../images/queuedUploads';
import { parsePublicObjectUrl } from '../images/storageUrls';

/**
 * The src to show for a stored image: a `blob:` URL while the file still waits in the outbox for
 * its upload, else the URL itself. Until the upload the public URL names nothing on the server:
 * for a file this page queued it is not returned even before the blob table answers (null then).
 * Object URLs are revoked when the image changes or the component goes away.
 */
export function useImageSrc(url: string | null): string | null {
  const name = url ? (parsePublicObjectUrl(url)?.name ?? null) : null;
  // Tagged with its name: after a change of image the hook still holds the last name's answer.
  const read = useLiveQuery(async () => (name ? { name, file: (await db.blobs.get(name)) ?? null } : null), [name]);
  const file = read && read.name === name ? read.file : undefined;
  // Made in the render that first sees the file, so the image never shows anything in between;
  // a new read of the same file (Dexie re-ran the query) gets a URL of its own.
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file.blob) : null), [file]);
  useEffect(() => (objectUrl ? () => URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  if (objectUrl) return objectUrl;
  // Before the blob table answers, only this page's own queue tells (visitors never queue files).
  if (file === undefined && name !== null && wasQueuedHere(name)) return null;
  return url;
}
