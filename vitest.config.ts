import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './apps/web/catalogue-plugin.js';

/**
 * Test projects: `unit` (domain rules, server logic, web components), `integration` (API
 * through app.inject on SQLite, or PostgreSQL when TEST_DATABASE_URL is set) and `e2e` (journeys
 * in Debian Chromium against the built portal).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI
    // machine. The test files wait on databases, clamd and sockets often enough that one worker
    // per core halves the integration run there (measured: 568 s to 304 s).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/domain/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'tools/**/*.test.{js,ts}',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Rules and server logic without module state: the files of a worker share its loaded
          // modules (measured on the busy 2-core machine: 93 s to 21 s for the project).
          isolate: false,
        },
      },
      {
        extends: true,
        // The web app's message catalogues, compiled as its build does (docs/decisions/0125).
        plugins: [compiledCatalogues()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Journeys through whole pages load their modules on first use; on a busy 2-core machine
          // one test can take tens of seconds. A generous limit only matters when a test hangs.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The files of a worker share its loaded modules instead of loading the whole app again
          // (2 to 3 s of CPU a file; the summed import time of a run went from 427 s to 43 s). Each
          // file still builds its own app on a database of its own; the server keeps no state in
          // its modules, and the tests that fake Date restore it after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
