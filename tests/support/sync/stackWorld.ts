import type { Album, GalleryImage, Offer } from '../../../src/data/rows';
import { createSupabaseRemote } from '../../../src/data/remote/supabaseRemote';
import type { WichtreyClient } from '../../../src/data/supabaseClient';
import type { LocalStack } from '../../../supabase/local/index.ts';
import { faultyRemote, type FaultyRemote } from './faultyRemote';
import { ManualClock } from './harness';
import type { World } from './randomSync/driver';
import { makeClient, staffSignIn } from './dataStack';
import { pngBlob } from '../images';

/**
 * The randomized sync run's backend as the local stack: each device signs in as the seeded staff
 * member with its own supabase-js client (its own session), behind its own faulty link.
 */
export async function stackWorld(stack: LocalStack): Promise<World> {
  const service = makeClient(stack, stack.serviceRoleKey);
  const clients: WichtreyClient[] = [await staffSignIn(stack), await staffSignIn(stack)];
  async function all<T>(table: 'offers' | 'albums' | 'gallery_images'): Promise<T[]> {
    const { data, error } = await service.from(table).select('*').order('id').range(0, 999);
    if (error) throw new Error(`${table}: ${error.message}`);
    return data as T[];
  }
  return {
    name: 'local stack',
    clock: new ManualClock(),
    link(): FaultyRemote {
      const client = clients.shift();
      if (!client) throw new Error('two devices only');
      return faultyRemote(createSupabaseRemote(async () => client));
    },
    async state() {
      return { offers: await all<Offer>('offers'), albums: await all<Album>('albums'), gallery_images: await all<GalleryImage>('gallery_images') };
    },
    image: () => ({ blob: pngBlob(), extension: 'png' }),
    async objectExists(bucket, name) {
      const { data } = await service.storage.from(bucket).download(name);
      return data !== null;
    },
    async storedObjects() {
      const stored: { bucket: string; name: string }[] = [];
      for (const bucket of ['offer-images', 'gallery']) {
        const { data, error } = await service.storage.from(bucket).list('', { limit: 1000 });
        if (error) throw new Error(`${bucket}: ${error.message}`);
        stored.push(...data.filter((item) => item.id !== null).map((item) => ({ bucket, name: item.name })));
      }
      return stored;
    },
  };
}
