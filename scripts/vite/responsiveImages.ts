/**
 * Vite plugin: every raster image under public/uploads becomes responsive AVIF and WebP variants.
 *
 * - `import { images } from 'virtual:responsive-images'` gives, per image key ('uploads/impressionen/6',
 *   'uploads/team/anna-wichtrey': the path under public/ without extension), its size, srcsets,
 *   a fallback URL and its dominant colour (types: src/responsive-images.d.ts).
 * - `vite build` writes the variants as hashed, immutable assets (dist/assets/img/...); encoded
 *   files are cached by content in .cache/responsive-images (beside node_modules, so `npm ci` keeps
 *   them), so rebuilds only encode what changed.
 * - `vite` (dev) serves the same URLs from a middleware that encodes on first request and reloads
 *   the page when an image is added, changed or removed.
 * - The built index.html gets `<link rel="preload" as="image">` for the images in `preload`
 *   (by default the hero), with the same srcset and sizes the page uses.
 * The originals stay in public/ and are copied to dist as Vite always does (usable as og:image);
 * pages use the variants, and `fallback` is the largest WebP.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';
import { imageData, type ResponsiveImageData } from '../../src/ui/imageVariants.ts';
import { ImagePipeline, type PipelineOptions, type SourceImage, type Variant } from './imagePipeline.ts';

export interface ResponsiveImagesOptions extends Partial<Omit<PipelineOptions, 'publicDir'>> {
  /** Images the HTML shell preloads, with the `sizes` the page renders them with. */
  preload?: readonly { key: string; sizes: string }[];
  /** Called after a build's variants are written (tests read the pipeline's counters here). */
  onBuildEnd?: (summary: { images: number; variants: number; encoded: number; cacheHits: number }) => void;
}

export const VIRTUAL_ID = 'virtual:responsive-images';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RASTER = /\.(jpe?g|png|webp)$/i;
const IMAGE_DATA_MODULE = fileURLToPath(new URL('../../src/ui/imageVariants.ts', import.meta.url));

function imageDataArguments(image: SourceImage, base: string): Parameters<typeof imageData> {
  return [`${base}${image.stem}`, image.nameHash, image.width, image.height, image.color, image.widths];
}

export function toImageData(image: SourceImage, base: string): ResponsiveImageData {
  return imageData(...imageDataArguments(image, base));
}

/** The virtual module: each image's data built in the page from its name, hash and widths. */
function moduleCode(images: readonly SourceImage[], base: string): string {
  const entries = images.map((image) => ` ${JSON.stringify(image.key)}: imageData(${imageDataArguments(image, base).map((value) => JSON.stringify(value)).join(', ')}),`);
  return `import { imageData } from ${JSON.stringify(IMAGE_DATA_MODULE)};\nexport const images = {\n${entries.join('\n')}\n};\n`;
}

export function preloadTag(data: ResponsiveImageData, sizes: string): HtmlTagDescriptor {
  return {
    tag: 'link',
    attrs: { rel: 'preload', as: 'image', type: 'image/avif', imagesrcset: data.avif, imagesizes: sizes, fetchpriority: 'high' },
    injectTo: 'head',
  };
}

export function responsiveImages(options: ResponsiveImagesOptions = {}): Plugin {
  const { preload = [{ key: 'uploads/hero/hero', sizes: '100vw' }], onBuildEnd, ...pipelineOptions } = options;
  let config: ResolvedConfig;
  let pipeline: ImagePipeline;
  let base = '/';
  let scanned: Promise<SourceImage[]> | undefined;
  let encoding: Promise<Map<Variant, Buffer>> | undefined;
  const scan = () => (scanned ??= pipeline.scan());

  async function moduleData(): Promise<Record<string, ResponsiveImageData>> {
    const images = await scan();
    return Object.fromEntries(images.map((image) => [image.key, toImageData(image, base)]));
  }

  return {
    name: 'wichtrey:responsive-images',

    configResolved(resolved) {
      config = resolved;
      base = config.base.startsWith('/') ? (config.base.endsWith('/') ? config.base : `${config.base}/`) : '/';
      pipeline = new ImagePipeline({
        cacheDir: path.join(config.root, '.cache/responsive-images'),
        outputDir: `${config.build.assetsDir}/img`,
        ...pipelineOptions,
        publicDir: config.publicDir,
      });
    },

    // Hook filters keep the bundler from calling these hooks for every other module.
    resolveId: {
      filter: { id: /^virtual:responsive-images$/ },
      handler: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    },

    load: {
      filter: { id: /^\0virtual:responsive-images$/ },
      async handler(id) {
        if (id !== RESOLVED_ID) return undefined;
        return moduleCode(await scan(), base);
      },
    },

    buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      scanned = undefined;
      // Start encoding now so the slow AVIF work overlaps the JavaScript bundling.
      encoding = scan().then(async (images) => {
        const results = new Map<Variant, Buffer>();
        await pipeline.encodeAll(images, (variant, data) => results.set(variant, data));
        return results;
      });
      encoding.catch(() => {});
    },

    async generateBundle() {
      if (!encoding) return;
      const started = Date.now();
      const results = await encoding;
      encoding = undefined;
      for (const [variant, source] of results) this.emitFile({ type: 'asset', fileName: variant.fileName, source });
      const summary = { images: (await scan()).length, variants: results.size, ...pipeline.stats };
      config.logger.info(
        `[responsive-images] ${summary.images} images, ${summary.variants} variants (${summary.encoded} encoded, ${summary.cacheHits} from cache; waited ${Date.now() - started} ms after bundling)`,
      );
      onBuildEnd?.(summary);
    },

    async transformIndexHtml() {
      const data = await moduleData();
      return preload.flatMap(({ key, sizes }) => {
        const image = data[key];
        if (!image) config.logger.warn(`[responsive-images] preload: no image ${key}`);
        return image ? [preloadTag(image, sizes)] : [];
      });
    },

    configureServer(server) {
      const uploads = path.join(config.publicDir, 'uploads');
      server.watcher.add(uploads);
      const refresh = (file: string) => {
        if (!file.startsWith(config.publicDir) || !RASTER.test(file)) return;
        scanned = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('change', refresh);
      server.watcher.on('unlink', refresh);

      const prefix = `${base}${config.build.assetsDir}/img/`;
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const fileName = url.slice(base.length);
        scan()
          .then(async (images) => {
            const variant = images.flatMap((image) => image.variants).find((candidate) => candidate.fileName === fileName);
            if (!variant) return next();
            const data = await pipeline.encode(variant);
            response.setHeader('Content-Type', `image/${variant.format}`);
            response.setHeader('Cache-Control', 'no-cache');
            response.end(data);
          })
          .catch((error: unknown) => {
            config.logger.error(`[responsive-images] ${String(error)}`);
            response.statusCode = 500;
            response.end();
          });
      });
    },
  };
}
