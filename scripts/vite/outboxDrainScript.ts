import { build, type Plugin, type ResolvedConfig } from 'vite';
import { OUTBOX_DRAIN_SCRIPT } from '../../src/lib/serviceWorkerProtocol.ts';

const ENTRY = 'sw/outboxDrain.ts';

/**
 * Builds sw/outboxDrain.ts (the worker's outbox drain: the sync engine, Dexie, supabase-js) into
 * one classic script, /sw-sync.js, which only a staff worker imports (sw/sw.ts). A build of its
 * own: `importScripts` takes classic scripts, and what it holds must stay out of sw.js, which
 * every visitor downloads.
 */
export function outboxDrainScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wichtrey-outbox-drain-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const result = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          target: 'es2022',
          lib: { entry: ENTRY, formats: ['iife'], name: 'wichtreyOutboxDrain', fileName: () => OUTBOX_DRAIN_SCRIPT },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('the outbox drain script was not built');
      this.emitFile({ type: 'asset', fileName: OUTBOX_DRAIN_SCRIPT, source: chunk.code });
    },
  };
}
