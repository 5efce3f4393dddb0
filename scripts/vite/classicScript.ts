import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Builds one entry into a single classic script (IIFE) in a build of its own, with the app's
 * root, mode and environment: for scripts that must not share chunks with the app (the early
 * script, the worker's outbox drain).
 */
export async function buildClassicScript(config: ResolvedConfig, options: { entry: string; name: string; fileName: string; target: string; plugins?: Plugin[] }): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    plugins: options.plugins,
    build: {
      write: false,
      minify: true,
      target: options.target,
      lib: { entry: options.entry, formats: ['iife'], name: options.name, fileName: () => options.fileName },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${options.fileName} was not built`);
  return chunk.code;
}
