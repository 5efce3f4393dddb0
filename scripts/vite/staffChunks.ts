import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules only signed-in staff use (their dialogs, the sync engine and panel). Visitors
 * never load them; the service worker does not precache them either. Staff fetch them right
 * after signing in (src/app/useStaffCode.ts), through the worker's cache of build files, so they
 * are there for editing offline.
 */
export const STAFF_ENTRY_MODULES = [
  'src/features/offers/OfferFormDialog.tsx',
  'src/features/offers/OfferStaffActions.tsx',
  'src/features/offers/offerSaves.ts',
  'src/features/gallery/GalleryStaff.tsx',
  'src/features/gallery/gallerySaves.ts',
  'src/features/gallery/AlbumDialog.tsx',
  'src/features/gallery/AddImagesDialog.tsx',
  'src/features/gallery/ImageDetailsDialog.tsx',
  'src/features/sync/SyncStatus.tsx',
  'src/features/share/SharedImagesStaff.tsx',
  'src/ui/ConfirmDialog.tsx',
  'src/data/albumEdits.ts',
  'src/data/offerEdits.ts',
  'src/data/syncEngine.ts',
  'src/data/sync/startSync.ts',
  // The loader of the modules above (src/app/useStaffCode.ts).
  'src/app/staffCode.ts',
];

/** Written to the build's root: the staff-only chunks' file names. */
export const STAFF_CHUNKS_FILE = 'staff-chunks.json';

/** File names (`assets/…`) of the chunks reachable only through staff modules, filled at build. */
export const staffOnlyFiles = new Set<string>();

/**
 * Finds the staff-only chunks: every module the entry reaches by static and dynamic imports
 * without passing through a staff module is for visitors too; a chunk holding none of them is
 * staff-only. (Module level, since Rollup may put a staff module into a shared chunk.) A visitor's
 * module that imports a staff module statically fails the build.
 */
export function staffChunks(): Plugin {
  let root = process.cwd();
  const relative = (id: string) => path.relative(root, id).replaceAll('\\', '/');
  return {
    name: 'wichtrey-staff-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const isStaffModule = (id: string) => STAFF_ENTRY_MODULES.some((module) => id.replaceAll('\\', '/').endsWith(`/${module}`));
      const forVisitors = new Set<string>();
      const queue = chunks.flatMap((chunk) => (chunk.isEntry && chunk.facadeModuleId ? [chunk.facadeModuleId] : []));
      // A staff module imported statically by a visitor's module would load with that page: the
      // sync engine once came with the offers page's save toasts. The build refuses it.
      const staticallyImported: string[] = [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (forVisitors.has(id) || isStaffModule(id)) continue;
        forVisitors.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
        for (const imported of info.importedIds.filter(isStaffModule)) staticallyImported.push(`${relative(id)} imports ${relative(imported)}`);
      }
      if (staticallyImported.length > 0) {
        const message = `staff-only modules imported statically by visitors' code (import them on demand): ${staticallyImported.join('; ')}`;
        // Printed too: vite-plugin-pwa's closeBundle then fails on the missing pages, and Vite reports only that.
        console.error(message);
        this.error(message);
      }
      // Chunks with visitor modules, and what they import statically (the bundler's runtime too).
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const visitorFiles = new Set<string>();
      const files = chunks.filter((chunk) => chunk.moduleIds.some((id) => forVisitors.has(id))).map((chunk) => chunk.fileName);
      while (files.length > 0) {
        const file = files.pop()!;
        if (visitorFiles.has(file)) continue;
        visitorFiles.add(file);
        files.push(...(byFile.get(file)?.imports ?? []));
      }
      staffOnlyFiles.clear();
      for (const chunk of chunks) if (!visitorFiles.has(chunk.fileName)) staffOnlyFiles.add(chunk.fileName);
      // The list, for the browser test that checks visitors never get these files.
      this.emitFile({ type: 'asset', fileName: STAFF_CHUNKS_FILE, source: `${JSON.stringify([...staffOnlyFiles].sort(), null, 2)}\n` });
    },
  };
}
