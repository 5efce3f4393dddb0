import type { Plugin, ResolvedConfig } from 'vite';
import { routePatterns } from '../../src/lib/paths.ts';
import { buildTimeValues } from './buildTimeValues.ts';
import { buildClassicScript } from './classicScript.ts';
import { ALL_FUNCTIONS_CALLED_ON_LOAD } from './compileHints.ts';

/** The file name of the early script in the build's root (the pages without data load it). */
export const EARLY_SCRIPT = 'early.js';

/**
 * The early script of the data pages, with their reads: the prerender puts it inline in place of
 * EARLY_SCRIPT there (asDataPage) and removes the file.
 */
export const EARLY_DATA_SCRIPT = 'early-data.js';

/** The watch for an entry module that cannot load, inline in every page's head before the entry's tag. */
export const APP_CODE_WATCH_SCRIPT = 'app-code-watch.js';

/** The painter scripts of the pages whose first view the early script paints, by route. */
export const EARLY_PAINTERS: Record<string, string> = {
  [routePatterns.sale]: 'early-offers.js',
  [routePatterns.gallery]: 'early-albums.js',
  [routePatterns.album]: 'early-album.js',
};

/** Each classic script the pages load before the app, and its entry. */
const SCRIPTS: Record<string, string> = {
  [EARLY_SCRIPT]: 'src/early/main.ts',
  [EARLY_DATA_SCRIPT]: 'src/early/dataPage.ts',
  'early-offers.js': 'src/early/paintOffers.ts',
  'early-albums.js': 'src/early/paintAlbums.ts',
  'early-album.js': 'src/early/paintAlbum.ts',
  [APP_CODE_WATCH_SCRIPT]: 'src/early/watchAppCode.ts',
};

/**
 * The tag that loads a script of this plugin: async, so no page waits for it, and of high
 * priority, since Chromium fetches async scripts last, after the app's modules it exists to outrun.
 */
export const earlyScriptTag = (fileName: string) => `<script src="/${fileName}" async fetchpriority="high"></script>`;

/**
 * A data page: the early script with the reads (`earlyDataCode`, the built EARLY_DATA_SCRIPT) in
 * place of the plain one, inline, so its reads start as the parser meets it instead of one round
 * trip later; then its painter script's tag, ahead of the app's modules. The page's content
 * security policy admits the inline script by its hash (scripts/server/inlineScripts.ts).
 */
export function asDataPage(html: string, painter: string, earlyDataCode: string): string {
  const early = earlyScriptTag(EARLY_SCRIPT);
  if (!html.includes(early)) throw new Error(`the page lacks ${early}`);
  return html.replace(early, () => `${inlineScript(EARLY_DATA_SCRIPT, earlyDataCode)}\n    ${earlyScriptTag(painter)}`);
}

/** A script tag holding `code`; the page's content security policy admits it by its hash. */
function inlineScript(fileName: string, code: string): string {
  // The parser would end the inline script at the first `</script`.
  if (/<\/script/i.test(code)) throw new Error(`${fileName} cannot be inlined: it contains </script`);
  return `<script>${code}</script>`;
}

/**
 * Builds the early scripts (src/early/main.ts, dataPage.ts) and the pages' painter scripts into
 * small classic scripts (IIFE), so a page can run them before the app's modules arrive (those
 * files and paintHandoff.ts say what they do). Separate builds: they must not share chunks with
 * the app, or they would wait for them. The early script's tag is added to the built page here,
 * after Vite has read index.html (Vite can only bundle module scripts and warns about any other);
 * the prerender puts the data pages' one and each painter's tag in its place (asDataPage).
 */
export function earlyScript(): Plugin {
  let config: ResolvedConfig;

  const bundle = (fileName: string) =>
    buildClassicScript(config, { entry: SCRIPTS[fileName] as string, name: 'wichtreyEarly', fileName, target: 'es2020', plugins: [buildTimeValues()] });

  return {
    name: 'wichtrey-early-script',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      // Before the app's module script, so the parser meets them first.
      handler: async (html) => {
        const watch = inlineScript(APP_CODE_WATCH_SCRIPT, await bundle(APP_CODE_WATCH_SCRIPT));
        return html.replace(/<script type="module"/, `${watch}\n    ${earlyScriptTag(EARLY_SCRIPT)}\n    $&`);
      },
    },
    async generateBundle() {
      // Like the app's boot chunks, they run as the page loads: compiled as they stream in (compileHints.ts).
      for (const fileName of Object.keys(SCRIPTS)) {
        if (fileName !== APP_CODE_WATCH_SCRIPT) this.emitFile({ type: 'asset', fileName, source: ALL_FUNCTIONS_CALLED_ON_LOAD + (await bundle(fileName)) });
      }
    },
    configureServer(server) {
      for (const fileName of Object.keys(SCRIPTS)) {
        server.middlewares.use(`/${fileName}`, (_request, response, next) => {
          bundle(fileName).then(
            (code) => {
              response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              response.end(code);
            },
            next,
          );
        });
      }
    },
  };
}
