/** A complete Config for tests, built in memory: nothing is read from the environment or disk. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../platform/config/config';
import { IN_MEMORY } from '../platform/db/database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: IN_MEMORY,
    /** Shared by the test apps of a run; every file has a random name. */
    reportFilesDir: join(tmpdir(), 'kundencenter-test-report-files'),
    filesDir: join(tmpdir(), 'kundencenter-test-files'),
    databaseUrl: undefined,
    appUrl: 'http://127.0.0.1:8080',
    smtpUrl: undefined,
    redisUrl: undefined,
    seedDemo: false,
    labName: 'Testlabor Nord GmbH',
    sessionSecret: 'test-session-secret-test-session-secret',
    appKey: 'test-app-key-test-app-key-test-app-key',
    devTools: true,
    trustProxy: false,
    logLevel: 'silent',
    ...overrides,
  };
}
