import { configDefaults, defineConfig } from 'vitest/config';

const server = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...exclude],
    env,
    globalSetup: ['src/testing/global-setup.ts'],
    // One module graph per worker, not per file: each file builds its own app on its own database,
    // and importing the app afresh for every file was a third of the suite's CPU.
    isolate: false,
    // Opening a new embedded database folder takes 10–20 s when the browser flows run beside the
    // suite (scripts/test.mjs).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/**
 * The server suite runs on the embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL
 * names a server (CI sets it when one answers locally).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (cores - 1): on a two-core machine that is one worker
    // for the whole suite. The server tests wait on their databases much of the time, so two
    // workers keep both cores busy (docs/benchmarks.md, "The inner loop").
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // What only a database server can do (several instances on one database) is *.postgres.test.ts;
      // what only the embedded database has (its data folder) is *.pglite.test.ts.
      server('server:pglite', { GIGLANE_TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          // One jsdom per worker, not per file: setting it up for every file was two thirds of
          // this project's CPU. Each test stubs and restores its own globals (below).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // Each test stubs fetch (and the login test window.location) for itself; put them back.
          unstubGlobals: true,
          // A form test types every field key by key, twice: slow on a busy machine, never stuck.
          testTimeout: 20_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [server('server:postgres', { GIGLANE_TEST_DB: 'postgres' }, ['src/**/*.pglite.test.ts'])]
        : []),
    ],
  },
});
