import path from 'node:path';

/** Where the production build goes; BUILD_OUT_DIR lets parallel runs keep out of each other's way. */
export const OUT_DIR = path.resolve(process.env.BUILD_OUT_DIR ?? 'dist');
