import type { Plugin, ResolvedConfig } from 'vite';
import { buildTimeValues } from './buildTimeValues.ts';
import { buildClassicScript } from './classicScript.ts';

/** The file name of the early script in the build's root (index.html loads it). */
export const EARLY_SCRIPT = 'early.js';
const ENTRY = 'src/early/main.ts';

/**
 * Builds src/early/main.ts into one small classic script (IIFE), so the page can run it before
 * the app's modules arrive (src/early/main.ts says what it does). A separate build: it must not
 * share chunks with the app, or it would wait for them. Its tag is added to the built page here,
 * after Vite has read index.html (Vite can only bundle module scripts and warns about any other).
 */
export function earlyScript(): Plugin {
  let config: ResolvedConfig;

  const bundle = () => buildClassicScript(config, { entry: ENTRY, name: 'wichtreyEarly', fileName: EARLY_SCRIPT, target: 'es2020', plugins: [buildTimeValues()] });

  return {
    name: 'wichtrey-early-script',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      // Before the app's module script, so the parser meets it first.
      handler: (html) => html.replace(/<script type="module"/, `<script src="/${EARLY_SCRIPT}" async></script>\n    $&`),
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: EARLY_SCRIPT, source: await bundle() });
    },
    configureServer(server) {
      server.middlewares.use(`/${EARLY_SCRIPT}`, (_request, response, next) => {
        bundle().then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.end(code);
          },
          next,
        );
      });
    },
  };
}
