import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { responsiveImages } from './scripts/vite/responsiveImages.ts';

export default defineConfig({
  // Components import `virtual:responsive-images`; in tests the plugin only scans (no encoding).
  plugins: [react(), responsiveImages()],
  test: {
    // Vitest's default (one worker per core less one) is a single worker on a 2-core machine, and
    // most files wait on a database thread or HTTP: one worker more than cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          // Logic in node (no DOM to build per file); a .ts file that needs one says
          // `// @vitest-environment jsdom` in its first line.
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/dom/generousWaits.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          // Lazy routes and Chakra take seconds to load on a busy 2-core machine; waits stay generous.
          setupFiles: ['tests/support/dom/generousWaits.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
