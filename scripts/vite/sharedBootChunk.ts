/**
 * Small modules that the code every page boots with shares with chunks loaded later (the chat, the
 * pages, the staff layer), with what they import (React, zustand). Left to the automatic chunking,
 * each became a chunk of its own of 100 to 700 bytes (the stores, the paths, the offline banner's
 * copy, Panda's `cx`), and every first visit paid each one's file and its importers' import lines:
 * 1.6 KB of the 100 KB a first visit of / may load (budget.spec.ts). All are visitors' code; a staff
 * module added here would load for every visitor.
 */
export const SHARED_BOOT_MODULES = [
  'src/lib/paths.ts',
  'src/lib/pageParam.ts',
  'src/lib/serviceWorkerProtocol.ts',
  'src/content/business.ts',
  'src/content/pwa.ts',
  'src/data/sync/syncStatus.ts',
  'src/data/offline/persistentStorage.ts',
  'src/features/pwa/pwaStore.ts',
  'src/styled-system/css/cx.mjs',
  'node_modules/react/',
];

/** The group of Rolldown's `output.codeSplitting` that puts them into one chunk, `shared`. */
export const sharedBootChunk = {
  name: 'shared',
  test: (id: string) => SHARED_BOOT_MODULES.some((module) => id.replaceAll('\\', '/').includes(`/${module}`)),
};
