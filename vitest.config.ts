import { defineConfig } from 'vitest/config';

/** Server tests that need a database run through `app.inject`; `*.unit.test.ts` are pure logic. */
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const pureTests = '**/*.unit.test.ts';

/**
 * unit: pure logic. api-pglite: every server test on a fresh embedded database per file.
 * api-postgres: the same files on PostgreSQL, whenever TEST_DATABASE_URL is set.
 * e2e: real Chromium against a started server (see e2e/README.md).
 *
 * The first three run together, two files at a time (Vitest's default is one fewer than the
 * cores, which on a two-core machine ran them one by one while a file waited on its database);
 * the browser tests run after them, one file at a time, with the machine to themselves.
 */
const FILES_AT_ONCE = 2;
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: FILES_AT_ONCE,
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/storefront/app/**/*.test.{ts,tsx}',
            `apps/server/src/${pureTests}`,
            `apps/admin/src/${pureTests}`,
          ],
        },
      },
      {
        test: {
          name: 'api-pglite',
          maxWorkers: FILES_AT_ONCE,
          include: serverTests,
          exclude: [pureTests, '**/node_modules/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DATABASE_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                maxWorkers: FILES_AT_ONCE,
                include: serverTests,
                exclude: [pureTests, '**/node_modules/**'],
                globalSetup: ['apps/server/test/global-setup.ts'],
                env: { TEST_DATABASE_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // A page follows a click after its data arrives, which on a busy machine takes more than poll's 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
