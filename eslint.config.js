import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench', '.data', 'supabase/functions/**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['scripts/**/*.{ts,js}', 'supabase/**/*.ts', 'chat-knowledge/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // No import cycles in the shipped code (the app, the worker, the shared chat knowledge, the function).
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'chat-knowledge/**/*.ts', 'supabase/functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The modules it follows are TypeScript: without a parser for them no cycle would be seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
