import { createHash } from 'node:crypto';
import { serviceClient, type TestBackend } from './backend.ts';

export const TABLES = ['offers', 'albums', 'gallery_images', 'chat_messages'] as const;
export const BUCKETS = ['offer-images', 'gallery'] as const;

/**
 * What a write could change, as the service role sees it: per table the row count and a hash of
 * all rows; per bucket the names and versions of the objects (recursively).
 */
export async function snapshot(backend: TestBackend): Promise<Record<string, string>> {
  const admin = serviceClient(backend);
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const { data, error } = await admin.from(table).select('*').order('id');
    if (error) throw new Error(`snapshot of ${table}: ${error.message}`);
    result[table] = `${data.length}:${createHash('sha256').update(JSON.stringify(data)).digest('hex')}`;
  }
  for (const bucket of BUCKETS) {
    const names: string[] = [];
    const walk = async (prefix: string): Promise<void> => {
      const { data, error } = await admin.storage.from(bucket).list(prefix, { limit: 1000 });
      if (error) throw new Error(`snapshot of ${bucket}: ${error.message}`);
      for (const entry of data) {
        const path = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.id === null) await walk(path);
        else names.push(`${path}@${String((entry.metadata as { eTag?: string } | null)?.eTag)}`);
      }
    };
    await walk('');
    result[bucket] = names.sort().join('\n');
  }
  return result;
}
