import type { Plugin, ResolvedConfig } from 'vite';
import { buildClassicScript } from './classicScript.ts';
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
      const code = await buildClassicScript(config, { entry: ENTRY, name: 'wichtreyOutboxDrain', fileName: OUTBOX_DRAIN_SCRIPT, target: 'es2022' });
      this.emitFile({ type: 'asset', fileName: OUTBOX_DRAIN_SCRIPT, source: code });
    },
  };
}
