import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { responsiveImages } from './scripts/vite/responsiveImages.ts';

/**
 * Test files that need modules of their own: they hold the device's data layer (Dexie over
 * fake-indexeddb, the sync state), replace modules or globals, or build a DOM. Every other node
 * file shares its worker's modules with the files before it (`isolate: false`), which spares each
 * one loading its imports again; for the backend's files that is PGlite and its WebAssembly, about
 * 1.6 s of CPU per file.
 */
const OWN_MODULES = /fake-indexeddb|vi\.(resetModules|mock|doMock|stubGlobal|stubEnv)\(|@vitest-environment/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

// Every project's first set-up file: across threads Node's BroadcastChannel would carry one file's
// cross-tab messages (Dexie's, supabase-js's) to the others (tests/README.md).
const THREAD_LOCAL_CHANNELS = 'tests/support/threads/threadLocalBroadcastChannel.ts';

// The backends' files open in-memory databases from one cached schema snapshot, built before their workers start.
const SCHEMA_SNAPSHOT = 'tests/support/backend/schemaSnapshotSetup.ts';

const needOwnModules = (dir: string) => testFiles(dir).filter((file) => OWN_MODULES.test(readFileSync(file, 'utf8')));
const ownUnit = needOwnModules('tests/unit');
const ownIntegration = needOwnModules('tests/integration');

export default defineConfig({
  // Components import `virtual:responsive-images`; in tests the plugin only scans (no encoding).
  plugins: [react(), responsiveImages()],
  test: {
    // Vitest's default (one worker per core less one) is a single worker on a 2-core machine, and
    // most files wait on a database thread or HTTP: one worker more than cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
    // Worker threads, not processes: a file that needs modules of its own gets a fresh thread,
    // which starts in a fraction of a new process's time (about a tenth of Vitest's CPU).
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          // Logic in node (no DOM to build per file); a .ts file that needs one says
          // `// @vitest-environment jsdom` in its first line.
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ownUnit,
          isolate: false,
          setupFiles: [THREAD_LOCAL_CHANNELS, 'tests/support/dom/generousWaits.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: ownUnit,
          setupFiles: [THREAD_LOCAL_CHANNELS, 'tests/support/dom/generousWaits.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          // Lazy routes and Chakra take seconds to load on a busy 2-core machine; waits stay generous.
          setupFiles: [THREAD_LOCAL_CHANNELS, 'tests/support/dom/generousWaits.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Each file starts a backend of its own.
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ownIntegration,
          globalSetup: [SCHEMA_SNAPSHOT],
          setupFiles: [THREAD_LOCAL_CHANNELS],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          environment: 'node',
          include: ownIntegration,
          globalSetup: [SCHEMA_SNAPSHOT],
          setupFiles: [THREAD_LOCAL_CHANNELS],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
