/**
 * One app on one fresh test database, seeded with the demo laboratory, with a hand-moved clock and
 * a cheap argon2 cost: what most integration suites of the server start from.
 *
 *   describe.each(testDatabases())('... on $kind', (testDatabase) => {
 *     let t: TestApp;
 *     beforeAll(async () => { t = await createTestApp(testDatabase); });
 *     afterAll(() => t?.close());
 *     it('...', async () => { const agent = await signIn(t, 'dr.weber'); ... });
 *   });
 */
import { randomBytes } from 'node:crypto';
import { buildApp, type App, type BuildAppOptions } from '../app';
import type { Config } from '../platform/config/config';
import { createEncrypter } from '../platform/crypto/encryption';
import { createPasswordHasher, type PasswordHashCost } from '../platform/crypto/passwordHasher';
import type { Database } from '../platform/db/database';
import type { Logger } from '../platform/logging/logger';
import { createMailer } from '../platform/mail/createMailer';
import type { Mailer } from '../platform/mail/mailer';
import { queueOnlyMailSender } from '../platform/mail/mailIntents';
import { seedReferenceData } from '../seed/referenceData';
import { seedDemoData } from '../seed/demoData';
import { testConfig } from './testConfig';
import type { TestDatabase } from './testDatabases';
import { TestClock } from './testClock';
import { installResultKeys } from '../features/results';

/** Far below production cost: the suite hashes a few dozen passwords on two cores. */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1 };

export interface TestApp {
  app: App;
  database: Database;
  clock: TestClock;
  config: Config;
  mailer: Mailer;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Default: from the config (the dev outbox unless smtpUrl is set). */
  mailer?: Mailer;
  /** Default true: the demo laboratory with its users. */
  seed?: boolean;
  /** Websocket timings and limits (server/platform/realtime/realtimeSettings.ts). */
  realtime?: BuildAppOptions['realtime'];
  /**
   * Where the rate limits live when `config.redisUrl` is set. Default: one of the app's own, so
   * suites sharing a Redis never count each other's attempts; instances of one test share one.
   */
  rateLimitPrefix?: string;
  /** Default: no logging. Suites that read the log pass one writing to a stream of theirs. */
  logger?: Logger;
  /** Routes only the test needs (probes), added before the app is ready. */
  routes?: (app: App) => void;
}

export async function createTestApp(
  testDatabase: TestDatabase,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  installResultKeys(config.appKey);
  const database = await testDatabase.open();
  const clock = new TestClock();
  const mailer = options.mailer ?? createMailer(config, database.db);
  try {
    await seedReferenceData(database.db);
    if (options.seed ?? true) {
      await seedDemoData(database.db, {
        passwords: createPasswordHasher(TEST_PASSWORD_HASH_COST),
        encrypter: createEncrypter(config.appKey),
        mail: {
          config,
          db: database.db,
          mail: queueOnlyMailSender(config.appKey, clock.now),
          now: clock.now,
        },
        now: clock.now(),
      });
    }
    const app = await buildApp({
      config,
      database,
      logger: options.logger ?? false,
      mailer,
      clock: clock.now,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      realtime: options.realtime,
      rateLimitPrefix:
        options.rateLimitPrefix ?? `kundencenter:test:${randomBytes(6).toString('hex')}:ratelimit:`,
    });
    options.routes?.(app);
    await app.ready();
    // The seed's mails (dr.neu's invitation) are composed by the app's start: done before any test reads.
    await app.mailIntents.composeDue();
    return {
      app,
      database,
      clock,
      config,
      mailer,
      async close() {
        await app.close();
        mailer.close();
        await database.close();
      },
    };
  } catch (error) {
    mailer.close();
    await database.close();
    throw error;
  }
}
