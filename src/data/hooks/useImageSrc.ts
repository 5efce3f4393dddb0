import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../db/database';
import { parsePublicObjectUrl } from '../images/storageUrls';

/**
 * The src to show for a stored image: a `blob:` URL while the file still waits in the outbox for
 * its upload (the public URL would 404 until then), else the URL itself. Object URLs are revoked
 * when the image changes or the component goes away.
 */
export function useImageSrc(url: string | null): string | null {
  const name = url ? (parsePublicObjectUrl(url)?.name ?? null) : null;
  const pending = useLiveQuery(async () => (name ? ((await db.blobs.get(name)) ?? null) : null), [name]);
  const [objectUrl, setObjectUrl] = useState<{ blob: Blob; src: string } | null>(null);

  useEffect(() => {
    if (!pending) return;
    const src = URL.createObjectURL(pending.blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL lives as long as the effect
    setObjectUrl({ blob: pending.blob, src });
    return () => {
      URL.revokeObjectURL(src);
      setObjectUrl(null);
    };
  }, [pending]);

  if (pending && objectUrl?.blob === pending.blob) return objectUrl.src;
  return url;
}
