import { fileURLToPath } from 'node:url';

/** Absolute paths of the project folders the local stack reads. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
export const seedSqlPath = fileURLToPath(new URL('../seed.sql', import.meta.url));
export const defaultFunctionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
export const bootstrapSqlPath = fileURLToPath(new URL('./db/bootstrap.sql', import.meta.url));
export const snapshotCacheDir = fileURLToPath(
  new URL('../../node_modules/.cache/wichtrey-local-stack/', import.meta.url),
);
