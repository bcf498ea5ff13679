import { defineConfig } from 'vitest/config';
import { pathAliases } from './vite.config.ts';

// Three projects so `npm test` can run and count each kind of test separately.
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{common,server,app}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
          // Component tests type into jsdom; on two busy cores that can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
