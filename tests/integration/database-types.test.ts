import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, typesPath } from '../../supabase/local/generate-types.ts';

describe('src/data/database.types.ts', () => {
  it('matches the migrations (run `npm run db:types` after changing the schema)', async () => {
    const committed = await readFile(typesPath, 'utf8');
    const generated = await generateDatabaseTypes();
    expect(committed).toBe(generated);
    expect(generated).toContain('move_offer: {');
  });
});
