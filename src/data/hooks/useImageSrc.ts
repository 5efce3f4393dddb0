import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../db/database';
import { wasQueuedHere } from '../images/queuedUploads';
import { parsePublicObjectUrl } from '../images/storageUrls';

/**
 * The src to show for a stored image: a `blob:` URL while the file still waits in the outbox for
 * its upload, else the URL itself. Until the upload the public URL names nothing on the server:
 * for a file this page queued it is never returned meanwhile (null until the blob URL is made).
 * Object URLs are revoked when the image changes or the component goes away.
 */
export function useImageSrc(url: string | null): string | null {
  const name = url ? (parsePublicObjectUrl(url)?.name ?? null) : null;
  // Tagged with its name: after a change of image the hook still holds the last name's answer.
  const read = useLiveQuery(async () => (name ? { name, file: (await db.blobs.get(name)) ?? null } : null), [name]);
  const file = read && read.name === name ? read.file : undefined;
  const [objectUrl, setObjectUrl] = useState<{ name: string; src: string } | null>(null);

  useEffect(() => {
    if (!file) return;
    const src = URL.createObjectURL(file.blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL lives as long as the effect
    setObjectUrl({ name: file.name, src });
    return () => {
      URL.revokeObjectURL(src);
      setObjectUrl(null);
    };
  }, [file]);

  // A new read of the same file (Dexie re-ran the query) keeps the last URL until its own is made.
  if (file && objectUrl?.name === file.name) return objectUrl.src;
  // Before the blob table answers, only this page's own queue tells (visitors never queue files).
  if (file !== null && name !== null && wasQueuedHere(name)) return null;
  return url;
}
