import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { layerZones } from './scripts/eslint/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/styled-system', 'test-results', 'playwright-report', 'bench', '.data', 'supabase/functions/**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**/*.{ts,js}', 'supabase/**/*.ts', 'chat-knowledge/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.{ts,js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The layers of the shipped code (scripts/eslint/layers.js), and no import cycles in it.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'chat-knowledge/**/*.ts', 'supabase/functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The modules it follows are TypeScript: without a parser for them no cycle would be seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
