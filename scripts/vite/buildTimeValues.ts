import { runnerImport, type Plugin } from 'vite';

/** Modules whose exports are plain values (strings, objects of them) computed by code. */
const BUILD_TIME = /\.buildtime\.ts$/;

/**
 * Replaces each `*.buildtime.ts` module by its exports as literals, evaluated at build time: the
 * early script gets the cards' class names without Panda's `css()` runtime (about 4 KB) that
 * computes them. The app imports the same modules as they are.
 */
export function buildTimeValues(): Plugin {
  return {
    name: 'wichtrey-build-time-values',
    async load(id) {
      if (!BUILD_TIME.test(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'error' });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
