import { defineConfig } from 'vitest/config';

// Unit tests (src/**) and server integration tests (server/**) in one run; the end-to-end
// suite in tests/e2e is Playwright's. Two cores: keep the worker count low.
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
