import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../db/database';
import { parsePublicObjectUrl, renderUrl } from './storageUrls';

type Size = { width: number; height: number };

/**
 * Thumbnail srcs of stored images, in the order given: a `blob:` URL for a file that still waits
 * in the outbox for its upload (its public URL would 404 until then), else the storage's render
 * URL at `size`. The object URLs are revoked when the images change or the component goes away.
 */
export function useThumbnailSrcs(urls: readonly string[], size: Size): string[] {
  const names = urls.map((url) => parsePublicObjectUrl(url)?.name ?? '');
  const key = names.join('\n');
  const pending = useLiveQuery(async () => db.blobs.bulkGet(key ? key.split('\n') : []), [key]);
  const [objectUrls, setObjectUrls] = useState<{ for: typeof pending; srcs: (string | null)[] } | null>(null);

  useEffect(() => {
    if (!pending) return;
    const srcs = pending.map((entry) => (entry ? URL.createObjectURL(entry.blob) : null));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URLs live as long as the effect
    setObjectUrls({ for: pending, srcs });
    return () => srcs.forEach((src) => src && URL.revokeObjectURL(src));
  }, [pending]);

  const blobs = objectUrls && objectUrls.for === pending ? objectUrls.srcs : [];
  return urls.map((url, index) => blobs[index] ?? renderUrl(url, size));
}
