import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread, as it streams in. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** The chunks `roots` import statically, themselves included: what loads with them. */
function withStaticImports(roots: Rollup.OutputChunk[], byFile: Map<string, Rollup.OutputChunk>): Set<Rollup.OutputChunk> {
  const found = new Set<Rollup.OutputChunk>();
  const queue = [...roots];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (found.has(chunk)) continue;
    found.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) queue.push(imported);
    }
  }
  return found;
}

/**
 * Marks the chunks a page boots with (the entry, `bootModules` and all they import statically: the
 * app and each prerendered page's module, scripts/build/bootModules.ts) for eager compilation.
 * Their functions nearly all run as the page starts; without the hint V8 compiles each on the main
 * thread the first time it is called, inside the app's boot tasks: 64 of /sale's 630 ms of
 * main-thread work, 12 ms with the hint (/galerie 76 of 639, 11 of 494; issue 28). Chunks loaded
 * on demand (staff, chat, Chakra) stay lazy. The comment must be the file's first line.
 */
export function compileHints(bootModules: readonly string[]): Plugin {
  const isModule = (id: string | null, module: string) => id !== null && id.replaceAll('\\', '/').endsWith(`/${module}`);
  return {
    name: 'wichtrey-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own rewrite, which puts its map of preloads at the top of chunks with dynamic imports.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const missing = bootModules.filter((module) => !chunks.some((chunk) => isModule(chunk.facadeModuleId, module)));
        if (missing.length > 0) this.error(`compile hints: no chunk for ${missing.join(', ')} (named as modules a page boots with)`);
        const roots = chunks.filter((chunk) => chunk.isEntry || bootModules.some((module) => isModule(chunk.facadeModuleId, module)));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        for (const chunk of withStaticImports(roots, byFile)) chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
      },
    },
  };
}
