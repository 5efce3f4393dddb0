import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { upsertStaffUser } from '../auth/users.ts';
import { writeCacheFile } from '../cacheFile.ts';
import type { LocalDatabase } from '../db/database.ts';
import { DEMO_STAFF } from '../keys.ts';
import { seedSqlPath, snapshotCacheDir } from '../paths.ts';
import { keepRendersOf } from '../storage/render.ts';
import { artworkSvg, renderArtwork } from './artwork.ts';

const imageCacheDir = join(snapshotCacheDir, 'seed-images');
const rendered = new Map<string, Promise<Uint8Array>>();

/** Artwork for an object name, cached in memory and under node_modules/.cache (keyed by its SVG). */
function seedImage(name: string): Promise<Uint8Array> {
  const key = createHash('sha256').update(artworkSvg(name)).digest('hex').slice(0, 32);
  let image = rendered.get(key);
  if (!image) {
    image = (async () => {
      const file = join(imageCacheDir, `${key}.webp`);
      try {
        return new Uint8Array(await readFile(file));
      } catch {
        const bytes = await renderArtwork(name);
        await writeCacheFile(file, bytes);
        return bytes;
      }
    })();
    rendered.set(key, image);
  }
  return image;
}

/**
 * First start of a database: seed.sql with image URLs on this stack's base URL, the images those
 * rows refer to (their renders kept on disk too), and the demo staff user (local only). Does
 * nothing once the database is seeded.
 */
export async function seedLocal(db: LocalDatabase, baseUrl: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const seeded = await db.maintenance(async (tx) => {
    const done = await tx.query(`select 1 from local_stack.state where key = 'seeded'`);
    if (done.rows.length > 0) return false;
    await tx.query(`select set_config('app.seed_storage_url', $1, true)`, [baseUrl]);
    await tx.exec(await readFile(seedSqlPath, 'utf8'));
    const objects = await tx.query<{ bucket_id: string; name: string }>(
      `select distinct o.bucket_id, o.name
         from (select unnest(images) as url from public.offers
               union all select cover_image from public.albums
               union all select image_url from public.gallery_images) u
         cross join lateral private.storage_object_from_url(u.url) o
        where o.name is not null`,
    );
    const images = await Promise.all(objects.rows.map((o) => seedImage(o.name)));
    for (const image of images) keepRendersOf(image);
    for (const [i, o] of objects.rows.entries()) {
      const bytes = images[i] as Uint8Array;
      const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      const metadata = { eTag, size: bytes.byteLength, mimetype: 'image/webp', cacheControl: 'max-age=3600',
        lastModified: new Date().toISOString(), contentLength: bytes.byteLength, httpStatusCode: 200 };
      const row = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3, $4) returning id`,
        [o.bucket_id, o.name, JSON.stringify(metadata), eTag],
      );
      await tx.query(`insert into local_stack.object_data (object_id, data) values ($1, decode($2, 'base64'))`, [
        row.rows[0]?.id,
        Buffer.from(bytes).toString('base64'),
      ]);
    }
    await tx.query(`insert into local_stack.state (key, value) values ('seeded', $1), ('seed_base_url', $2)`, [
      new Date().toISOString(),
      baseUrl,
    ]);
    return true;
  });
  if (!seeded) return;
  await upsertStaffUser(db, DEMO_STAFF.email, DEMO_STAFF.password);
  log(`seeded demo content and ${DEMO_STAFF.email} in ${Date.now() - started} ms`);
}

/**
 * A persisted database started on another URL (say, another SUPABASE_PORT): rows that store
 * public URLs of this stack's objects are moved to the new base URL, so their images keep
 * loading. Triggers are skipped: no row changes meaning and no file may be cleaned up.
 */
export async function rebaseStorageUrls(db: LocalDatabase, baseUrl: string, log: (line: string) => void): Promise<void> {
  await db.maintenance(async (tx) => {
    const stored = await tx.query<{ value: string }>(`select value from local_stack.state where key = 'seed_base_url'`);
    const previous = stored.rows[0]?.value;
    if (!previous || previous === baseUrl) return;
    const from = `${previous}/storage/v1/`;
    const to = `${baseUrl}/storage/v1/`;
    await tx.exec('set local session_replication_role = replica');
    await tx.query(
      `update public.offers set images = array(select case when starts_with(u, $1) then $2 || substr(u, length($1) + 1) else u end from unnest(images) as u)
        where exists (select 1 from unnest(images) as u where starts_with(u, $1))`,
      [from, to],
    );
    await tx.query(`update public.albums set cover_image = $2 || substr(cover_image, length($1) + 1) where starts_with(cover_image, $1)`, [from, to]);
    await tx.query(`update public.gallery_images set image_url = $2 || substr(image_url, length($1) + 1) where starts_with(image_url, $1)`, [from, to]);
    await tx.query(`update local_stack.state set value = $1 where key = 'seed_base_url'`, [baseUrl]);
    log(`moved stored image URLs from ${previous} to ${baseUrl}`);
  });
}
