// Lint rules, including the architecture boundaries of docs/ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverPattern = { group: ['**/server/**'], message: 'app/ does not import server/.' };
const featureNames = [
  'sqllab',
  'explore',
  'dashboard',
  'home',
  'auth',
  'settings',
  'placeholder',
  'queryHistory',
  'savedQueries',
  'datasets',
];

/** One restriction block per feature: a feature may not import another feature. */
const featureBoundaries = featureNames.map((name) => ({
  files: [`app/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...featureNames
            .filter((other) => other !== name)
            .map((other) => ({
              group: [`**/features/${other}`, `**/features/${other}/**`],
              message:
                'Features do not import each other; move shared code to components/, api/ or common/.',
            })),
          serverPattern,
        ],
      },
    ],
  },
}));

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
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/server/**'],
              message: 'common/ imports neither app/ nor server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**'], message: 'server/ does not import app/.' }] },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverPattern] }],
    },
  },
  ...featureBoundaries,
);
