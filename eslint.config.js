// Lint rules, including the architecture boundaries of docs/ARCHITECTURE.md.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesRule } from './scripts/lint/boundariesRule.mjs';

// Boundaries by folder, whatever an import's spelling (relative or alias); see
// scripts/lint/boundariesRule.mjs. Islands keep every sub-folder apart, present or future.
const boundaries = {
  zones: [
    {
      from: 'common',
      forbid: ['app', 'server'],
      message: 'common/ imports neither app/ nor server/.',
    },
    { from: 'app', forbid: ['server'], message: 'app/ does not import server/.' },
    { from: 'server', forbid: ['app'], message: 'server/ does not import app/.' },
    {
      from: 'server/store',
      forbid: ['server/engines'],
      message: 'server/store/ and server/engines/ do not import each other.',
    },
    {
      from: 'server/engines',
      forbid: ['server/store'],
      message: 'server/store/ and server/engines/ do not import each other.',
    },
    {
      from: 'app/components',
      forbid: ['app/features'],
      message: 'Shared components do not import a feature.',
    },
    {
      from: 'app/api',
      forbid: ['app/features'],
      message: 'The API client does not import a feature.',
    },
  ],
  islands: [
    {
      folder: 'app/features',
      message:
        'Features do not import each other; move shared code to components/, api/ or common/.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tessera/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    settings: {
      'import-x/resolver-next': [
        // The tsconfig's paths, so rules that follow imports (no-cycle) follow the aliases too.
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: path.resolve(import.meta.dirname, 'tsconfig.json') },
        }),
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { tessera: { rules: { boundaries: boundariesRule } } },
    rules: { 'tessera/boundaries': ['error', boundaries] },
  },
  // One UI kit: antd only behind the wrappers of app/components/. typescript-eslint's copy of
  // no-restricted-imports, so it adds to (not replaces) the boundary blocks' own patterns.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/*'],
              message: 'Use the wrappers of app/components/ (listPage/, antdKit.ts, ui/).',
            },
          ],
        },
      ],
    },
  },
);
