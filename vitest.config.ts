import { defineConfig } from 'vitest/config';

/**
 * The server's integration tests run with their modules loaded once per worker, not once per file
 * (`isolate: false`): they share no module state (every suite builds its own app, database and
 * clock, and none mocks a module), and loading the server's modules for each of 122 files was
 * half of their time (docs/decisions.md §24). Two files that stop or exhaust PostgreSQL
 * connections keep a worker of their own. The app's unit tests (jsdom, fake IndexedDB, mocked
 * modules) and the scripts' tests under tests/ stay isolated; the app's run in worker threads,
 * which start faster than processes (156 files: 74 s instead of 81 here), while the suites that
 * start portals, kill processes or exhaust connections keep their own processes.
 */
const SERVER_TESTS = 'server/**/*.test.ts';
const SERVER_TESTS_ALONE = [
  'server/platform/db/poolExhausted.test.ts',
  'server/platform/auth/authListener.test.ts',
];
const NEVER = ['tests/e2e/**', 'node_modules/**', 'dist/**'];

// Unit tests (src/**) and server integration tests (server/**) in one run; the end-to-end
// suite in tests/e2e is Playwright's. Two cores: keep the worker count low.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [SERVER_TESTS],
          exclude: [...NEVER, ...SERVER_TESTS_ALONE],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: NEVER,
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [...SERVER_TESTS_ALONE, 'tests/**/*.test.ts'],
          exclude: NEVER,
        },
      },
    ],
  },
});
